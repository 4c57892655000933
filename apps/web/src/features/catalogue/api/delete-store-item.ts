import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function deleteStoreItem(id: number): Promise<void> {
  return api.delete(`/store/store/${id}/`);
}

/** The list is not reloaded by itself: the page shows a Refresh link after a delete (spec 3 section 2). */
export function useDeleteStoreItem() {
  return useMutation({ mutationFn: deleteStoreItem });
}
