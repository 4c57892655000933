import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { productionKeys } from './keys';

/** DELETE /workorders/workorderimage/{id}/. */
export function deleteWorkOrderImage({ imageId }: { imageId: number; workOrderId: number }): Promise<void> {
  return api.delete(`/workorders/workorderimage/${imageId}/`);
}

export function useDeleteWorkOrderImage() {
  return useReloadingMutation(deleteWorkOrderImage, { reloads: (_answer, { workOrderId }) => [productionKeys.workOrder(workOrderId)] });
}
