import { api } from '../../../lib/api-client';
import { useRemoveRowMutation } from '../../../lib/list-mutations';
import { catalogueKeys } from './keys';

/** DELETE /store/product/{id}/ ("Remove"). */
function deleteProduct(id: number): Promise<void> {
  return api.delete(`/store/product/${id}/`);
}

export function useDeleteProduct() {
  return useRemoveRowMutation(deleteProduct, catalogueKeys.products);
}
