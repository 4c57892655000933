import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The audit log list (admin); the History panels live on each detail page (components/history-panel.tsx). */
export const auditRoutes: RouteObject[] = [
  { path: 'audit-log', lazy: lazyPage(() => import('./pages/audit-log-page')) },
];
