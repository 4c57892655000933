import { productKeys, storeItemKeys } from '../../../lib/query-keys';

/** Query keys of the catalogue; invalidating a prefix reloads every page and detail under it. */
export const catalogueKeys = {
  store: storeItemKeys.all,
  storeItem: (id: number) => ['store', 'items', 'one', id] as const,
  storeOptions: (search: string) => ['store', 'items', 'options', search] as const,
  products: productKeys.all,
  product: (id: number) => ['store', 'products', 'one', id] as const,
};
