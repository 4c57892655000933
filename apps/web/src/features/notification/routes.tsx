import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The bell's list and the preferences (every role); the defaults and the delivery log (admin). */
export const notificationRoutes: RouteObject[] = [
  { path: 'notifications', lazy: lazyPage(() => import('./pages/notifications-page')) },
  {
    path: 'notifications/preferences',
    lazy: lazyPage(() => import('./pages/notification-preferences-page')),
  },
  {
    path: 'notifications/defaults',
    lazy: lazyPage(() => import('./pages/notification-defaults-page')),
  },
  {
    path: 'notifications/deliveries',
    lazy: lazyPage(() => import('./pages/notification-deliveries-page')),
  },
];
