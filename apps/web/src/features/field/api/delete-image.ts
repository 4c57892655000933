import { api } from '../../../lib/api-client';
import { useRemoveRowMutation } from '../../../lib/list-mutations';
import { fieldKeys } from './keys';

/** DELETE /fieldsite/visit_image/{id} */
function deleteImage(id: number): Promise<void> {
  return api.delete(`/fieldsite/visit_image/${id}`);
}

export function useDeleteImage() {
  return useRemoveRowMutation(deleteImage, fieldKeys.images);
}
