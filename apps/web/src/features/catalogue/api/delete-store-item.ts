import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';
import { removePagedRow } from '../../../components/use-paged-query';

export function deleteStoreItem(id: number): Promise<void> {
  return api.delete(`/store/store/${id}/`);
}

/** A delete removes the item from the list (spec 3 section 4); the page still offers its Refresh link after it. */
export function useDeleteStoreItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStoreItem,
    onSuccess: (_answer, id) => {
      removePagedRow(queryClient, catalogueKeys.store, id);
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.store });
    },
  });
}
