import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** DELETE /store/product/{id}/ ("Remove"). */
export function deleteProduct(id: number): Promise<void> {
  return api.delete(`/store/product/${id}/`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
  });
}
