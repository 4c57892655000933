import { useQuery } from '@tanstack/react-query';
import type { AvailableAddons } from '@steelworks/contract/product';
import { api } from '../../../lib/api-client';

/** POST /store/available_addons/ {product, addons} — what the picker offers now (docs/product/catalogue-and-store.md#addons). */
function getAvailableAddons(product: number, addons: string[]): Promise<AvailableAddons> {
  return api.post<AvailableAddons>('/store/available_addons/', { product, addons });
}

export function useAvailableAddons(product: number | undefined, chosen: string[]) {
  return useQuery({
    queryKey: ['products', 'addons', product, [...chosen].sort()],
    queryFn: () => getAvailableAddons(product!, chosen),
    enabled: !!product,
    // A product removed since it was picked is one toast on the order form, not the 404 page in its place.
    meta: { notFound: 'inline' },
  });
}
