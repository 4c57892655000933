import type { RouteObject } from 'react-router';

/** Accounts (issue 31): company and tax settings, invoices, payments, statements, receivables, GST reports. */
export const billingRoutes: RouteObject[] = [
  { path: 'billing/settings', lazy: () => import('./pages/billing-settings-page').then((m) => ({ Component: m.default })) },
  { path: 'billing/invoices', lazy: () => import('./invoices/pages/invoices-page').then((m) => ({ Component: m.default })) },
  { path: 'billing/invoices/:id', lazy: () => import('./invoices/pages/invoice-detail-page').then((m) => ({ Component: m.default })) },
  { path: 'billing/invoices/:id/print', lazy: () => import('./invoices/pages/invoice-print-page').then((m) => ({ Component: m.default })) },
  { path: 'billing/credit-notes/:id', lazy: () => import('./invoices/pages/credit-note-page').then((m) => ({ Component: m.default })) },
  { path: 'billing/payments', lazy: () => import('./payments/pages/payments-page').then((m) => ({ Component: m.default })) },
  { path: 'billing/payments/new', lazy: () => import('./payments/pages/payment-create-page').then((m) => ({ Component: m.default })) },
  { path: 'billing/payments/:id', lazy: () => import('./payments/pages/payment-detail-page').then((m) => ({ Component: m.default })) },
  { path: 'billing/statement/:id', lazy: () => import('./statement/pages/statement-page').then((m) => ({ Component: m.default })) },
  { path: 'my-account', lazy: () => import('./my-account/pages/my-account-page').then((m) => ({ Component: m.default })) },
  { path: 'billing/receivables', lazy: () => import('./receivables/pages/receivables-page').then((m) => ({ Component: m.default })) },
  { path: 'billing/reports', lazy: () => import('./reports/pages/gst-reports-page').then((m) => ({ Component: m.default })) },
];
