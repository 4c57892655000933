import type { RouteObject } from 'react-router';

/** Routes of the orders feature (spec 2 section 2, spec 3 section 2), mounted inside the signed-in layout. */
export const ordersRoutes: RouteObject[] = [
  { path: 'orders', lazy: () => import('./pages/orders-page').then((m) => ({ Component: m.default })) },
  { path: 'orders/:id', lazy: () => import('./pages/order-detail-page').then((m) => ({ Component: m.default })) },
  { path: 'order/create', lazy: () => import('./pages/order-form-page').then((m) => ({ Component: m.default })) },
  { path: 'order/update/:id', lazy: () => import('./pages/order-form-page').then((m) => ({ Component: m.default })) },
  { path: 'product/finished', lazy: () => import('./pages/finished-products-page').then((m) => ({ Component: m.default })) },
  // "All Store Supply". /stores (the menu's Store Supply) is the catalogue's store overview for now; see the report.
  { path: 'stores/supply', lazy: () => import('./pages/store-supply-page').then((m) => ({ Component: m.default })) },
];
