import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '@steelworks/contract/workorder';
import { api } from '../../../lib/api-client';
import { productionKeys } from './keys';

export function getWorkOrder(id: number, signal?: AbortSignal): Promise<WorkOrder> {
  return api.get<WorkOrder>(`/workorders/workorder/${id}/`, undefined, signal);
}

export const workOrderQuery = (id: number) =>
  queryOptions({ queryKey: productionKeys.workOrder(id), queryFn: ({ signal }) => getWorkOrder(id, signal) });

export function useWorkOrder(id: number | undefined) {
  return useQuery({ ...workOrderQuery(id ?? 0), enabled: !!id });
}
