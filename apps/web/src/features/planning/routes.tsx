import type { RouteObject } from 'react-router';

/** Planning (issue 16): material readiness and the purchase list, inside the signed-in layout. */
export const planningRoutes: RouteObject[] = [
  { path: 'planning/readiness', lazy: () => import('./pages/readiness-page').then((m) => ({ Component: m.default })) },
  { path: 'planning/purchase-list', lazy: () => import('./pages/purchase-list-page').then((m) => ({ Component: m.default })) },
];
