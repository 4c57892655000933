import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productionKeys } from './keys';

/** DELETE /workorders/workorderimage/{id}/. */
export function deleteWorkOrderImage({ imageId }: { imageId: number; workOrderId: number }): Promise<void> {
  return api.delete(`/workorders/workorderimage/${imageId}/`);
}

export function useDeleteWorkOrderImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkOrderImage,
    onSuccess: (_r, { workOrderId }) => queryClient.invalidateQueries({ queryKey: productionKeys.workOrder(workOrderId) }),
  });
}
