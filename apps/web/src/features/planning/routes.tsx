import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** Planning (issue 16): material readiness and the purchase list, inside the signed-in layout. */
export const planningRoutes: RouteObject[] = [
  { path: 'planning/readiness', lazy: lazyPage(() => import('./pages/readiness-page')) },
  { path: 'planning/purchase-list', lazy: lazyPage(() => import('./pages/purchase-list-page')) },
];
