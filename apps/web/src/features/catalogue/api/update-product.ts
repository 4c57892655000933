import type { Product } from '@steelworks/contract/product';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { catalogueKeys } from './keys';
import { productFormData, type ProductFormValues } from './product-form-data';

/** PUT /store/product/{id}/ (multipart): every field plus profit. */
function updateProduct({ id, ...values }: ProductFormValues & { id: number }): Promise<Product> {
  return api.put<Product>(`/store/product/${id}/`, productFormData(values));
}

/** Failures show "Update Faild" from the page, so no generic toast here. */
export function useUpdateProduct() {
  return useReloadingMutation(updateProduct, {
    answerKey: (product) => catalogueKeys.product(product.id),
    reloads: [catalogueKeys.products],
    silentError: true,
  });
}
