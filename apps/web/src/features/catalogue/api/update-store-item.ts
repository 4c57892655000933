import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreItem } from '@steelworks/contract/store';
import { api } from '../../../lib/api-client';
import type { StoreItemFormValues } from './create-store-item';

/** PUT /store/store/{id}/ with every field (the update page). */
export function updateStoreItem({ id, ...input }: StoreItemFormValues & { id: number }): Promise<StoreItem> {
  return api.put<StoreItem>(`/store/store/${id}/`, input);
}

export function useUpdateStoreItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStoreItem,
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['store'] }),
  });
}
