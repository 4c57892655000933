import type { RouteObject } from 'react-router';

/**
 * Routes of the catalogue feature (store items and products), mounted by the app router inside the signed-in
 * layout. Access is checked by the shell's guard from the contract's WEB_ROUTES.
 */
export const catalogueRoutes: RouteObject[] = [
  { path: 'store', lazy: () => import('./pages/store-items-page').then((m) => ({ Component: m.default })) },
  { path: 'store/create', lazy: () => import('./pages/store-item-create-page').then((m) => ({ Component: m.default })) },
  { path: 'store/update/:id', lazy: () => import('./pages/store-item-update-page').then((m) => ({ Component: m.default })) },
  { path: 'stores', lazy: () => import('./pages/stores-page').then((m) => ({ Component: m.default })) },
  { path: 'products', lazy: () => import('./pages/products-page').then((m) => ({ Component: m.default })) },
  { path: 'products/:id', lazy: () => import('./pages/product-detail-page').then((m) => ({ Component: m.default })) },
  { path: 'product/create', lazy: () => import('./pages/product-create-page').then((m) => ({ Component: m.default })) },
  { path: 'product/update/:id', lazy: () => import('./pages/product-update-page').then((m) => ({ Component: m.default })) },
];
