import type { RouteObject } from 'react-router';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => () => load().then((m) => ({ Component: m.default }));

/** Cut plans (issue 32): the list, planning, the cut list with ticking, its print and a bar opened from its QR code. */
export const cutPlanRoutes: RouteObject[] = [
  { path: 'cutting/plans', lazy: page(() => import('./pages/cut-plans-page')) },
  { path: 'cutting/plans/new', lazy: page(() => import('./pages/plan-cutting-page')) },
  { path: 'cutting/plans/:id', lazy: page(() => import('./pages/cut-plan-page')) },
  { path: 'cutting/plans/:id/print', lazy: page(() => import('./pages/cut-plan-print-page')) },
  { path: 'cutting/plans/:id/bars/:bar', lazy: page(() => import('./pages/cut-bar-page')) },
];
