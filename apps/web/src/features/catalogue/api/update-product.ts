import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@steelworks/contract/product';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';
import { productFormData, type ProductFormValues } from './product-form-data';

/** PUT /store/product/{id}/ (multipart): every field plus profit. */
export function updateProduct({ id, ...values }: ProductFormValues & { id: number }): Promise<Product> {
  return api.put<Product>(`/store/product/${id}/`, productFormData(values));
}

/** Failures show "Update Faild" from the page, so no generic toast here. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    meta: { silentError: true },
    onSuccess: (product) => {
      queryClient.setQueryData(catalogueKeys.product(product.id), product);
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.products });
    },
  });
}
