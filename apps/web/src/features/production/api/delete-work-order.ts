import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productionKeys } from './keys';
import { removePagedRow } from '../../../components/use-paged-query';

/** DELETE /workorders/workorder/{id}/ (refused once the work order has works: cancel it instead). */
export function deleteWorkOrder(id: number): Promise<void> {
  return api.delete(`/workorders/workorder/${id}/`);
}

export function useDeleteWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkOrder,
    onSuccess: (_answer, id) => {
      removePagedRow(queryClient, productionKeys.workOrders, id);
      return queryClient.invalidateQueries({ queryKey: productionKeys.workOrders });
    },
  });
}
