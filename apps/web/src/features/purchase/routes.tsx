import type { RouteObject } from 'react-router';

/** Buying (issue 45): suppliers, purchase orders, goods received, supplier bills and payables, inside the signed-in layout. */
export const purchaseRoutes: RouteObject[] = [
  { path: 'purchase/suppliers', lazy: () => import('./pages/suppliers-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/suppliers/:id', lazy: () => import('./pages/supplier-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/orders', lazy: () => import('./pages/purchase-orders-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/orders/new', lazy: () => import('./pages/purchase-order-form-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/orders/:id/edit', lazy: () => import('./pages/purchase-order-form-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/valuation', lazy: () => import('./pages/valuation-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/material-costs', lazy: () => import('./pages/material-costs-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/orders/:id', lazy: () => import('./pages/purchase-order-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/receipts', lazy: () => import('./pages/receipts-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/bills', lazy: () => import('./pages/bills-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/bills/new', lazy: () => import('./pages/bill-form-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/bills/:id', lazy: () => import('./pages/bill-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/payables', lazy: () => import('./pages/payables-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/payments', lazy: () => import('./pages/supplier-payments-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/payments/new', lazy: () => import('./pages/supplier-payment-create-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/payments/:id', lazy: () => import('./pages/supplier-payment-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/itc', lazy: () => import('./pages/itc-page').then((m) => ({ Component: m.default })) },
  { path: 'purchase/receipts/new', lazy: () => import('./pages/receive-page').then((m) => ({ Component: m.default })) },
];
