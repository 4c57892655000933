import type { RouteObject } from 'react-router';
import { mayOpen } from '../../app/guards';
import { getRole, getToken } from '../../lib/session';
import { lazyPage } from '../../lib/lazy-page';


/** Routes of work orders and production (docs/product/screens-and-texts.md#routes, plus the worker's phone screens), inside the layout. */
export const productionRoutes: RouteObject[] = [
  { path: 'workorders', lazy: lazyPage(() => import('./pages/workorders-page')) },
  { path: 'workorders/:id', lazy: lazyPage(() => import('./pages/workorder-view-page')) },
  { path: 'workorders/:id/labels', lazy: lazyPage(() => import('./pages/labels-page')) },
  { path: 'workorder/create', lazy: lazyPage(() => import('./pages/workorder-form-page')) },
  { path: 'workorders/update/:id', lazy: lazyPage(() => import('./pages/workorder-form-page')) },
  { path: 'production-items', lazy: lazyPage(() => import('./pages/production-items-page')) },
  { path: 'production-items/:id', lazy: lazyPage(() => import('./pages/production-item-page')) },
  { path: 'production-item-works', lazy: lazyPage(() => import('./pages/works-page')) },
  { path: 'production-item-works/:id', lazy: lazyPage(() => import('./pages/work-page')) },
  {
    path: 'my-works',
    // A static loader runs beside `lazy`: the worker's lists are asked for while the screen's code loads (only for a
    // session that may open the screen; the guards show the others the login or 403 page, with no request).
    loader: ({ request }) => {
      const url = new URL(request.url);
      if (getToken() && mayOpen(getRole(), url.pathname)) void import('./api/get-my-works').then((m) => m.prefetchMyWorks(url));
      return null;
    },
    lazy: lazyPage(() => import('./pages/my-works-page')),
  },
  { path: 'scan', lazy: lazyPage(() => import('./pages/scan-page')) },
  { path: 'production-defects', lazy: lazyPage(() => import('./pages/defects-page')) },
];
