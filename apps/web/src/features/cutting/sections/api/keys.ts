/** Query keys of a section's stock; under the store's prefix, so a store write reloads it too. */
export const sectionKeys = {
  stock: (id: number) => ['store', 'sections', id] as const,
};
