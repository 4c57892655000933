import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * Routes of the catalogue feature (store items and products), mounted by the app router inside the signed-in
 * layout. Access is checked by the shell's guard from the contract's WEB_ROUTES.
 */
export const catalogueRoutes: RouteObject[] = [
  { path: 'store', lazy: lazyPage(() => import('./pages/store-items-page')) },
  { path: 'store/create', lazy: lazyPage(() => import('./pages/store-item-create-page')) },
  { path: 'store/update/:id', lazy: lazyPage(() => import('./pages/store-item-update-page')) },
  { path: 'stores', lazy: lazyPage(() => import('./pages/stores-page')) },
  { path: 'products', lazy: lazyPage(() => import('./pages/products-page')) },
  { path: 'products/:id', lazy: lazyPage(() => import('./pages/product-detail-page')) },
  { path: 'product/create', lazy: lazyPage(() => import('./pages/product-create-page')) },
  { path: 'product/update/:id', lazy: lazyPage(() => import('./pages/product-update-page')) },
];
