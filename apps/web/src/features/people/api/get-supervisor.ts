import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupervisorDetail } from '@steelworks/contract/supervisor';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** GET /supervisor/supervisor/{id}/ — with one page of its ledger (?bal_page) and schedule items (?schedulepage). */
function getSupervisor(
  id: number | string,
  pages: { bal_page?: number; schedulepage?: number } = {},
  signal?: AbortSignal,
): Promise<SupervisorDetail> {
  return api.get<SupervisorDetail>(`/supervisor/supervisor/${id}/`, pages, signal);
}

const supervisorQueryOptions = (id: number | string) =>
  queryOptions({ queryKey: peopleKeys.supervisor(id), queryFn: ({ signal }) => getSupervisor(id, {}, signal) });

export function useSupervisor(id: number | string) {
  return useQuery(supervisorQueryOptions(id));
}
