import type { RouteObject } from 'react-router';

/** The bell's list and the preferences (every role); the defaults and the delivery log (admin). */
export const notificationsRoutes: RouteObject[] = [
  { path: 'notifications', lazy: () => import('./pages/notifications-page').then((m) => ({ Component: m.default })) },
  {
    path: 'notifications/preferences',
    lazy: () => import('./pages/notification-preferences-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'notifications/defaults',
    lazy: () => import('./pages/notification-defaults-page').then((m) => ({ Component: m.default })),
  },
  {
    path: 'notifications/deliveries',
    lazy: () => import('./pages/notification-deliveries-page').then((m) => ({ Component: m.default })),
  },
];
