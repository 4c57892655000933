import { useQuery } from '@tanstack/react-query';
import type { VisitEntry } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';

/** GET /fieldsite/visitentry/{id}/ */
function getVisit(id: string, signal?: AbortSignal): Promise<VisitEntry> {
  return api.get<VisitEntry>(`/fieldsite/visitentry/${id}/`, undefined, signal);
}

export function useVisit(id: string | undefined) {
  return useQuery({ queryKey: fieldKeys.visit(id ?? ''), queryFn: ({ signal }) => getVisit(id!, signal), enabled: !!id });
}
