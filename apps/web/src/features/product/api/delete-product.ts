import { api } from '../../../lib/api-client';
import { useRemoveRowMutation } from '../../../lib/list-mutations';
import { productKeys } from '../../../lib/query-keys';

/** DELETE /store/product/{id}/ ("Remove"). */
function deleteProduct(id: number): Promise<void> {
  return api.delete(`/store/product/${id}/`);
}

export function useDeleteProduct() {
  return useRemoveRowMutation(deleteProduct, productKeys.all);
}
