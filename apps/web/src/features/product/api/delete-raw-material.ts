import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { productKeys } from '../../../lib/query-keys';

/** DELETE /store/rawmaterial/{id}/. */
function deleteRawMaterial(id: number): Promise<void> {
  return api.delete(`/store/rawmaterial/${id}/`);
}

/** The product's cost and price follow at once, so the product pages reload. A failure toasts. */
export function useDeleteRawMaterial() {
  return useReloadingMutation(deleteRawMaterial, { reloads: [productKeys.all], silentError: false });
}
