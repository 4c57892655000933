/** Query keys of cut plans; invalidating `all` reloads every list page and plan. */
export const cutPlanKeys = {
  all: ['cutting', 'plans'] as const,
  list: ['cutting', 'plans', 'list'] as const,
  detail: (id: number | string) => ['cutting', 'plans', 'detail', String(id)] as const,
  workOrders: ['cutting', 'plans', 'work-orders'] as const,
};
