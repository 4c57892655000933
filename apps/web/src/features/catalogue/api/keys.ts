/** Query keys of the catalogue; invalidating a prefix reloads every page and detail under it. */
export const catalogueKeys = {
  store: ['store', 'items'] as const,
  storeItem: (id: number) => ['store', 'items', 'one', id] as const,
  storeOptions: (search: string) => ['store', 'items', 'options', search] as const,
  products: ['store', 'products'] as const,
  product: (id: number) => ['store', 'products', 'one', id] as const,
};
