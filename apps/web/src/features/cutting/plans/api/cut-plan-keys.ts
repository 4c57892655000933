/** Query keys of cut plans; invalidating `all` reloads every list page, plan and cut state. */
export const cutPlanKeys = {
  all: ['cutting', 'plans'] as const,
  list: ['cutting', 'plans', 'list'] as const,
  detail: (id: number | string) => ['cutting', 'plans', 'detail', String(id)] as const,
  workOrders: ['cutting', 'plans', 'work-orders'] as const,
  /** Which units of work orders are cut (issue 40 point 4): reloaded when a plan is confirmed or units re-opened. */
  cutStateAll: ['cutting', 'plans', 'cut-state'] as const,
  cutState: (workOrder: number) => ['cutting', 'plans', 'cut-state', workOrder] as const,
  cutStates: (workOrders: readonly number[]) => ['cutting', 'plans', 'cut-state', 'of', ...workOrders] as const,
};
