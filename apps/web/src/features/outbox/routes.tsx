import type { RouteObject } from 'react-router';

/** The model feature: one lazy route per page, mounted by the shell's router inside the signed-in layout. */
export const outboxRoutes: RouteObject[] = [
  { path: 'outbox', lazy: () => import('./pages/outbox-page').then((m) => ({ Component: m.default })) },
];
