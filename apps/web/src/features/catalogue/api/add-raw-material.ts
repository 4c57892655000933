import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RawMaterial } from '@steelworks/contract/product';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** POST /store/rawmaterial/ {product, store_item, quantity}. */
export function addRawMaterial(input: { product: number; store_item: number; quantity: number | string }): Promise<RawMaterial> {
  return api.post<RawMaterial>('/store/rawmaterial/', input);
}

/** The product's cost and price follow at once, so the product pages reload. The form shows errors under its fields. */
export function useAddRawMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRawMaterial,
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
  });
}
