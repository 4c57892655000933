import { useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '@steelworks/contract/workorder';
import { api } from '../../../lib/api-client';
import { recordQueryOptions } from '../../../lib/record-query';
import { productionKeys } from './keys';

export function getWorkOrder(id: number, signal?: AbortSignal): Promise<WorkOrder> {
  return api.get<WorkOrder>(`/workorders/workorder/${id}/`, undefined, signal);
}

export const workOrderQuery = recordQueryOptions(productionKeys.workOrder, getWorkOrder);

export function useWorkOrder(id: number | undefined) {
  return useQuery({ ...workOrderQuery(id ?? 0), enabled: !!id });
}
