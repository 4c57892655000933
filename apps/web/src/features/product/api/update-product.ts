import type { Product } from '@steelworks/contract/product';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { productKeys } from '../../../lib/query-keys';
import { productFormData, type ProductFormValues } from './product-form-data';

/** PUT /store/product/{id}/ (multipart): every field plus profit. */
function updateProduct({ id, ...values }: ProductFormValues & { id: number }): Promise<Product> {
  return api.put<Product>(`/store/product/${id}/`, productFormData(values));
}

/** Failures show "Update Faild" from the page, so no generic toast here. */
export function useUpdateProduct() {
  return useReloadingMutation(updateProduct, {
    answerKey: (product) => productKeys.one(product.id),
    reloads: [productKeys.all],
    silentError: true,
  });
}
