import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OtherCost } from '@steelworks/contract/product';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** POST /store/othercost/ {product, note, amount}. */
export function addOtherCost(input: { product: number; note: string; amount: number | string }): Promise<OtherCost> {
  return api.post<OtherCost>('/store/othercost/', input);
}

/** The product's cost and price follow at once, so the product pages reload. The form shows errors under its fields. */
export function useAddOtherCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOtherCost,
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
  });
}
