import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

/** The cut settings and rules (issue 32 point 2); access from the contract's WEB_ROUTES. */
export const cutSettingsRoutes: RouteObject[] = [
  { path: 'cutting/settings', lazy: lazyPage(() => import('./pages/cut-settings-page')) },
];
