import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { workOrderKeys } from '../../../lib/query-keys';

/** DELETE /workorders/workorderimage/{id}/. */
function deleteWorkOrderImage({ imageId }: { imageId: number; workOrderId: number }): Promise<void> {
  return api.delete(`/workorders/workorderimage/${imageId}/`);
}

export function useDeleteWorkOrderImage() {
  return useReloadingMutation(deleteWorkOrderImage, { reloads: (_answer, { workOrderId }) => [workOrderKeys.one(workOrderId)] });
}
