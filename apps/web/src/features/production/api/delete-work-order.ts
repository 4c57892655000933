import { api } from '../../../lib/api-client';
import { useRemoveRowMutation } from '../../../lib/list-mutations';
import { productionKeys } from './keys';

/** DELETE /workorders/workorder/{id}/ (refused once the work order has works: cancel it instead). */
function deleteWorkOrder(id: number): Promise<void> {
  return api.delete(`/workorders/workorder/${id}/`);
}

export function useDeleteWorkOrder() {
  return useRemoveRowMutation(deleteWorkOrder, productionKeys.workOrders);
}
