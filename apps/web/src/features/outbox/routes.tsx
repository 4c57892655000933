import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The model feature: one lazy route per page, mounted by the shell's router inside the signed-in layout. */
export const outboxRoutes: RouteObject[] = [
  { path: 'outbox', lazy: lazyPage(() => import('./pages/outbox-page')) },
];
