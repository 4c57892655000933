import type { WorkOrder } from '@steelworks/contract/workorder';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { workOrderKeys } from '../../../lib/query-keys';
import { productionKeys } from './keys';

/** The form's body: every work order field and the rows (JSON). */
export type WorkOrderBody = Record<string, unknown> & { work_order_items: Array<Record<string, unknown>> };

/** POST /workorders/workorder/ or PUT /workorders/workorder/{id}/. The page shows failures as "field: messages". */
function saveWorkOrder({ id, body }: { id?: number; body: WorkOrderBody }): Promise<WorkOrder> {
  return id ? api.put<WorkOrder>(`/workorders/workorder/${id}/`, body) : api.post<WorkOrder>('/workorders/workorder/', body);
}

export function useSaveWorkOrder() {
  return useReloadingMutation(saveWorkOrder, {
    answerKey: (workOrder) => workOrderKeys.one(workOrder.id),
    reloads: [{ queryKey: productionKeys.workOrders, predicate: (q) => q.queryKey[1] !== 'one' }, productionKeys.production],
    together: true,
    silentError: true,
  });
}
