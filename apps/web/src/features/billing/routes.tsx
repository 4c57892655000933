import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** Accounts (issue 31): company and tax settings, invoices, payments, statements, receivables, GST reports. */
export const billingRoutes: RouteObject[] = [
  { path: 'billing/settings', lazy: lazyPage(() => import('./pages/billing-settings-page')) },
  { path: 'billing/invoices', lazy: lazyPage(() => import('./invoices/pages/invoices-page')) },
  { path: 'billing/invoices/:id', lazy: lazyPage(() => import('./invoices/pages/invoice-detail-page')) },
  { path: 'billing/invoices/:id/print', lazy: lazyPage(() => import('./invoices/pages/invoice-print-page')) },
  { path: 'billing/notes', lazy: lazyPage(() => import('./invoices/pages/notes-page')) },
  { path: 'billing/credit-notes/:id', lazy: lazyPage(() => import('./invoices/pages/credit-note-page')) },
  { path: 'billing/payments', lazy: lazyPage(() => import('./payments/pages/payments-page')) },
  { path: 'billing/payments/new', lazy: lazyPage(() => import('./payments/pages/payment-create-page')) },
  { path: 'billing/payments/:id/receipt', lazy: lazyPage(() => import('./payments/pages/receipt-print-page')) },
  { path: 'billing/refunds', lazy: lazyPage(() => import('./refunds/pages/refunds-page')) },
  { path: 'billing/refunds/:id/print', lazy: lazyPage(() => import('./refunds/pages/refund-print-page')) },
  { path: 'billing/payments/:id', lazy: lazyPage(() => import('./payments/pages/payment-detail-page')) },
  { path: 'billing/statement/:id', lazy: lazyPage(() => import('./statement/pages/statement-page')) },
  { path: 'my-account', lazy: lazyPage(() => import('./my-account/pages/my-account-page')) },
  { path: 'billing/receivables', lazy: lazyPage(() => import('./receivables/pages/receivables-page')) },
  { path: 'billing/reports', lazy: lazyPage(() => import('./reports/pages/gst-reports-page')) },
];
