import { api } from '../../../lib/api-client';
import { useRemoveRowMutation } from '../../../lib/list-mutations';
import { storeItemKeys } from '../../../lib/query-keys';

function deleteStoreItem(id: number): Promise<void> {
  return api.delete(`/store/store/${id}/`);
}

/** A delete removes the item from the list (docs/product/screens-and-texts.md#confirmations); the page still offers its Refresh link after it. */
export function useDeleteStoreItem() {
  return useRemoveRowMutation(deleteStoreItem, storeItemKeys.all);
}
