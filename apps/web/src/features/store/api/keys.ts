import { storeItemKeys } from '../../../lib/query-keys';

/** Query keys of the store items; invalidating a prefix reloads every page and detail under it. */
export const storeKeys = {
  all: storeItemKeys.all,
  one: (id: number) => ['store', 'items', 'one', id] as const,
  options: (search: string) => ['store', 'items', 'options', search] as const,
};
