/** Query keys of work orders and production; invalidating a prefix reloads every page and detail under it. One work
 * order's key is `workOrderKeys.one` of lib/query-keys.ts (cutting reads that record too). */
export const productionKeys = {
  workOrders: ['workorders'] as const,
  workOrderChoices: ['workorders', 'choices'] as const,
  draft: (orderId: number) => ['workorders', 'draft', orderId] as const,
  production: ['production'] as const,
  items: ['production', 'items'] as const,
  item: (id: number) => ['production', 'items', 'one', id] as const,
  works: ['production', 'works'] as const,
  work: (id: number) => ['production', 'works', 'one', id] as const,
  myWorks: ['production', 'my-works'] as const,
  choices: ['production', 'choices'] as const,
  defects: (from: string, to: string) => ['production', 'defects', from, to] as const,
  workers: ['production', 'workers'] as const,
};
