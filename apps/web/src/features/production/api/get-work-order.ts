import { useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '@steelworks/contract/workorder';
import { api } from '../../../lib/api-client';
import { recordQueryOptions } from '../../../lib/record-query';
import { productionKeys } from './keys';

export function getWorkOrder(id: number, signal?: AbortSignal): Promise<WorkOrder> {
  return api.get<WorkOrder>(`/workorders/workorder/${id}/`, undefined, signal);
}

export const workOrderQuery = recordQueryOptions(productionKeys.workOrder, getWorkOrder);

/** `undefined`: no work order yet (the create form). An address that names none (`/workorders/new`, NaN) is asked too,
 * so its 404 shows the not-found page instead of a blank one. */
export function useWorkOrder(id: number | undefined) {
  return useQuery({ ...workOrderQuery(id ?? 0), enabled: id !== undefined });
}
