import type { RouteObject } from 'react-router';

/** Billing (issue 31): the company and tax settings so far. */
export const billingRoutes: RouteObject[] = [
  { path: 'billing/settings', lazy: () => import('./pages/billing-settings-page').then((m) => ({ Component: m.default })) },
];
