import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';


/** Cut plans (issue 32): the list, planning, the cut list with ticking, its print and a bar opened from its QR code. */
export const cutPlanRoutes: RouteObject[] = [
  { path: 'cutting/plans', lazy: lazyPage(() => import('./pages/cut-plans-page')) },
  { path: 'cutting/plans/new', lazy: lazyPage(() => import('./pages/plan-cutting-page')) },
  { path: 'cutting/plans/:id', lazy: lazyPage(() => import('./pages/cut-plan-page')) },
  { path: 'cutting/plans/:id/print', lazy: lazyPage(() => import('./pages/cut-plan-print-page')) },
  { path: 'cutting/plans/:id/bars/:bar', lazy: lazyPage(() => import('./pages/cut-bar-page')) },
];
