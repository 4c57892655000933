import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';
import { removePagedRow } from '../../../components/use-paged-query';

/** DELETE /fieldsite/visit_image/{id} */
export function deleteImage(id: number): Promise<void> {
  return api.delete(`/fieldsite/visit_image/${id}`);
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: (_answer, id) => {
      removePagedRow(queryClient, fieldKeys.images, id);
      return queryClient.invalidateQueries({ queryKey: fieldKeys.images });
    },
  });
}
