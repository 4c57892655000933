import type { OtherCost } from '@steelworks/contract/product';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { productKeys } from '../../../lib/query-keys';

/** POST /store/othercost/ {product, note, amount}. */
function addOtherCost(input: { product: number; note: string; amount: number | string }): Promise<OtherCost> {
  return api.post<OtherCost>('/store/othercost/', input);
}

/** The product's cost and price follow at once, so the product pages reload. The form shows errors under its fields. */
export function useAddOtherCost() {
  return useReloadingMutation(addOtherCost, { reloads: [productKeys.all], silentError: true });
}
