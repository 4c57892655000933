import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * Routes of the product feature (products, their bill of materials and cost), mounted by the app router inside the
 * signed-in layout. Access is checked by the shell's guard from the contract's WEB_ROUTES.
 */
export const productRoutes: RouteObject[] = [
  { path: 'products', lazy: lazyPage(() => import('./pages/products-page')) },
  { path: 'products/:id', lazy: lazyPage(() => import('./pages/product-detail-page')) },
  { path: 'product/create', lazy: lazyPage(() => import('./pages/product-create-page')) },
  { path: 'product/update/:id', lazy: lazyPage(() => import('./pages/product-update-page')) },
];
