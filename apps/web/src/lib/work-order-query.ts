import { useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '@steelworks/contract/workorder';
import { api } from './api-client';
import { workOrderKeys } from './query-keys';
import { recordQueryOptions } from './record-query';

function getWorkOrder(id: number, signal?: AbortSignal): Promise<WorkOrder> {
  return api.get<WorkOrder>(`/workorders/workorder/${id}/`, undefined, signal);
}

const workOrderQuery = recordQueryOptions(workOrderKeys.one, getWorkOrder);

/**
 * One work order: its page, form and labels (production), and the work order Plan Cutting starts with (cutting).
 * `undefined`: no work order yet (the create form). An address that names none (`/workorders/new`, NaN) is asked too,
 * so its 404 shows the not-found page instead of a blank one.
 */
export function useWorkOrder(id: number | undefined) {
  return useQuery({ ...workOrderQuery(id ?? 0), enabled: id !== undefined });
}
