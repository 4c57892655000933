import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';

/** DELETE /fieldsite/visit_image/{id} */
export function deleteImage(id: number): Promise<void> {
  return api.delete(`/fieldsite/visit_image/${id}`);
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteImage, onSuccess: () => queryClient.invalidateQueries({ queryKey: fieldKeys.images }) });
}
