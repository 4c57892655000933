import { productKeys as sharedProductKeys } from '../../../lib/query-keys';

/** Query keys of the products; invalidating a prefix reloads every page and detail under it. */
export const productKeys = {
  all: sharedProductKeys.all,
  one: (id: number) => ['store', 'products', 'one', id] as const,
};
