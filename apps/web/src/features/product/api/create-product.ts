import type { Product } from '@steelworks/contract/product';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { productKeys } from '../../../lib/query-keys';
import { productFormData, type ProductFormValues } from './product-form-data';

/** POST /store/product/ (multipart); the answer is kept for step 2. */
function createProduct(values: ProductFormValues): Promise<Product> {
  return api.post<Product>('/store/product/', productFormData(values));
}

/** The page shows a create failure in a red alert, so no toast. */
export function useCreateProduct() {
  return useReloadingMutation(createProduct, { reloads: [productKeys.all], silentError: true });
}
