import type { RouteObject } from 'react-router';

/** Billing (issue 31): the company and tax settings so far. */
export const billingRoutes: RouteObject[] = [
  { path: 'billing/settings', lazy: () => import('./pages/billing-settings-page').then((m) => ({ Component: m.default })) },
  { path: 'billing/invoices', lazy: () => import('./invoices/pages/invoices-page').then((m) => ({ Component: m.default })) },
  { path: 'billing/invoices/:id', lazy: () => import('./invoices/pages/invoice-detail-page').then((m) => ({ Component: m.default })) },
  { path: 'billing/invoices/:id/print', lazy: () => import('./invoices/pages/invoice-print-page').then((m) => ({ Component: m.default })) },
  { path: 'billing/credit-notes/:id', lazy: () => import('./invoices/pages/credit-note-page').then((m) => ({ Component: m.default })) },
];
