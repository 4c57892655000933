import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';
import { removePagedRow } from '../../../components/use-paged-query';

/** DELETE /store/product/{id}/ ("Remove"). */
export function deleteProduct(id: number): Promise<void> {
  return api.delete(`/store/product/${id}/`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, id) => {
      removePagedRow(queryClient, catalogueKeys.products, id);
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.products });
    },
  });
}
