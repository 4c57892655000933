import type { WorkOrderImage } from '@steelworks/contract/workorder';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { workOrderKeys } from '../../../lib/query-keys';

/** POST /workorders/workorder/{id}/images/ (multipart: image, title). */
export function addWorkOrderImage({ workOrderId, file, title }: { workOrderId: number; file: File; title: string }): Promise<WorkOrderImage> {
  const data = new FormData();
  data.append('title', title);
  data.append('image', file, file.name);
  return api.post<WorkOrderImage>(`/workorders/workorder/${workOrderId}/images/`, data);
}

export function useAddWorkOrderImage() {
  return useReloadingMutation(addWorkOrderImage, { reloads: (_image, { workOrderId }) => [workOrderKeys.one(workOrderId)] });
}
