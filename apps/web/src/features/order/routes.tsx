import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** Routes of the order feature (docs/product/screens-and-texts.md#routes, docs/product/orders.md#order-records), mounted inside the signed-in layout. */
export const orderRoutes: RouteObject[] = [
  { path: 'orders', lazy: lazyPage(() => import('./pages/orders-page')) },
  { path: 'orders/:id', lazy: lazyPage(() => import('./pages/order-detail-page')) },
  { path: 'order/create', lazy: lazyPage(() => import('./pages/order-form-page')) },
  { path: 'order/update/:id', lazy: lazyPage(() => import('./pages/order-form-page')) },
  { path: 'product/finished', lazy: lazyPage(() => import('./pages/finished-products-page')) },
  // "All Store Supply". /stores (the menu's Store Supply) is the store feature's overview for now; see the report.
  { path: 'stores/supply', lazy: lazyPage(() => import('./pages/store-supply-page')) },
];
