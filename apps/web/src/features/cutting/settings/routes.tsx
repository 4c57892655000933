import type { RouteObject } from 'react-router';

/** The cut settings and rules (issue 32 point 2); access from the contract's WEB_ROUTES. */
export const cutSettingsRoutes: RouteObject[] = [
  { path: 'cutting/settings', lazy: () => import('./pages/cut-settings-page').then((m) => ({ Component: m.default })) },
];
