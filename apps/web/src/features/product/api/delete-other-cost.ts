import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { productKeys } from '../../../lib/query-keys';

/** DELETE /store/othercost/{id}/. */
function deleteOtherCost(id: number): Promise<void> {
  return api.delete(`/store/othercost/${id}/`);
}

/** The product's cost and price follow at once, so the product pages reload. A failure toasts. */
export function useDeleteOtherCost() {
  return useReloadingMutation(deleteOtherCost, { reloads: [productKeys.all], silentError: false });
}
