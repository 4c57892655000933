import { Center, Loader, Stack } from '@mantine/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { storeRoutes } from '../features/store/routes';
import { productRoutes } from '../features/product/routes';
import { orderRoutes } from '../features/order/routes';
import { outboxRoutes } from '../features/outbox/routes';
import { auditRoutes } from '../features/audit/routes';
import { billingRoutes } from '../features/billing/routes';
import { peopleRoutes } from '../features/people/routes';
import { productionRoutes } from '../features/production/routes';
import { wagesRoutes } from '../features/wages/routes';
import { sheetRoutes } from '../features/sheet/routes';
import { fieldRoutes } from '../features/field/routes';
import { planningRoutes } from '../features/planning/routes';
import { purchaseRoutes } from '../features/purchase/routes';
import { cutSettingsRoutes } from '../features/cutting/settings/routes';
import { cutPlanRoutes } from '../features/cutting/plans/routes';
import { notificationRoutes } from '../features/notification/routes';
import { RequireArea, RequireAuth } from './guards';
import RouteErrorPage from './pages/route-error-page';
import { lazyPage } from '../lib/lazy-page';
import { Brand } from '../components/brand';

/** Every page is its own chunk. */

/**
 * While the first screen's code loads: the brand as the header shows it, above the spinner. The name is the first
 * thing a phone paints (issue 33 point 7), instead of a blank page until the whole screen has arrived.
 */
const fallback = (
  <Center h="100vh">
    <Stack align="center" gap="md">
      <Brand />
      <Loader />
    </Stack>
  </Center>
);

/** The whole route tree; tests mount it with createMemoryRouter. */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: fallback,
    children: [
      { path: '/login', lazy: lazyPage(() => import('../features/account/pages/login-page')) },
      { path: '/logout', lazy: lazyPage(() => import('../features/account/pages/logout-page')) },
      { path: '/forgot-password', lazy: lazyPage(() => import('../features/account/pages/forgot-password-page')) },
      { path: '/404', lazy: lazyPage(() => import('./pages/not-found-page')) },
      { path: '/500', lazy: lazyPage(() => import('./pages/server-error-page')) },
      { path: '/privacy-policy', lazy: lazyPage(() => import('./pages/privacy-policy-page')) },
      {
        path: '/',
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyPage(() => import('./layout/app-layout')),
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              {
                element: <RequireArea />,
                errorElement: <RouteErrorPage />,
                children: [
                  { path: 'dashboard', lazy: lazyPage(() => import('../features/dashboard/pages/dashboard-page')) },
                  // The spec's mistyped link of the out-of-stock card: the store list, out-of-stock items only.
                  { path: 'sttore', element: <Navigate to="/store?out_of_stock=true" replace /> },
                  { path: 'profile', lazy: lazyPage(() => import('../features/account/pages/profile-page')) },
                  ...outboxRoutes,
                  ...auditRoutes,
                  ...billingRoutes,
                  ...peopleRoutes,
                  ...storeRoutes,
                  ...productRoutes,
                  ...sheetRoutes,
                  ...orderRoutes,
                  ...productionRoutes,
                  ...wagesRoutes,
                  ...fieldRoutes,
                  ...planningRoutes,
                  ...purchaseRoutes,
                  ...cutSettingsRoutes,
                  ...cutPlanRoutes,
                  ...notificationRoutes,
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
