import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { Worker } from '@steelworks/contract/staff';
import { api } from '../../../lib/api-client';
import { productionKeys } from './keys';

/** The workers with their designations, loaded when the Assign dialog opens (the 100 a page allows). */
function getWorkers(signal?: AbortSignal): Promise<Paged<Worker>> {
  return api.get<Paged<Worker>>('/account/worker/', { limit: 100 }, signal);
}

export function useWorkers(enabled: boolean) {
  return useQuery({ queryKey: productionKeys.workers, queryFn: ({ signal }) => getWorkers(signal), enabled });
}
