import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * Routes of the store feature (store items and their stock), mounted by the app router inside the signed-in layout.
 * Access is checked by the shell's guard from the contract's WEB_ROUTES.
 */
export const storeRoutes: RouteObject[] = [
  { path: 'store', lazy: lazyPage(() => import('./pages/store-items-page')) },
  { path: 'store/create', lazy: lazyPage(() => import('./pages/store-item-create-page')) },
  { path: 'store/update/:id', lazy: lazyPage(() => import('./pages/store-item-update-page')) },
  { path: 'stores', lazy: lazyPage(() => import('./pages/stores-page')) },
];
