import type { RouteObject } from 'react-router';

/** The audit log list (admin); the History panels live on each detail page (components/history-panel.tsx). */
export const auditRoutes: RouteObject[] = [
  { path: 'audit-log', lazy: () => import('./pages/audit-log-page').then((m) => ({ Component: m.default })) },
];
