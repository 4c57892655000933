import type { RawMaterial } from '@steelworks/contract/product';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { productKeys } from '../../../lib/query-keys';

/** POST /store/rawmaterial/ {product, store_item, quantity}. */
function addRawMaterial(input: { product: number; store_item: number; quantity: number | string }): Promise<RawMaterial> {
  return api.post<RawMaterial>('/store/rawmaterial/', input);
}

/** The product's cost and price follow at once, so the product pages reload. The form shows errors under its fields. */
export function useAddRawMaterial() {
  return useReloadingMutation(addRawMaterial, { reloads: [productKeys.all], silentError: true });
}
