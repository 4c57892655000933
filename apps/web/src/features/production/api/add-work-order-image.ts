import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkOrderImage } from '@steelworks/contract/workorder';
import { api } from '../../../lib/api-client';
import { productionKeys } from './keys';

/** POST /workorders/workorder/{id}/images/ (multipart: image, title). */
export function addWorkOrderImage({ workOrderId, file, title }: { workOrderId: number; file: File; title: string }): Promise<WorkOrderImage> {
  const data = new FormData();
  data.append('title', title);
  data.append('image', file, file.name);
  return api.post<WorkOrderImage>(`/workorders/workorder/${workOrderId}/images/`, data);
}

export function useAddWorkOrderImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWorkOrderImage,
    onSuccess: (_image, { workOrderId }) => queryClient.invalidateQueries({ queryKey: productionKeys.workOrder(workOrderId) }),
  });
}
