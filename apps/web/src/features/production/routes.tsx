import type { RouteObject } from 'react-router';
import { mayOpen } from '../../app/guards';
import { getRole, getToken } from '../../lib/session';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => () => load().then((m) => ({ Component: m.default }));

/** Routes of work orders and production (spec 2 section 2, plus the worker's phone screens), inside the layout. */
export const productionRoutes: RouteObject[] = [
  { path: 'workorders', lazy: page(() => import('./pages/workorders-page')) },
  { path: 'workorders/:id', lazy: page(() => import('./pages/workorder-view-page')) },
  { path: 'workorders/:id/labels', lazy: page(() => import('./pages/labels-page')) },
  { path: 'workorder/create', lazy: page(() => import('./pages/workorder-form-page')) },
  { path: 'workorders/update/:id', lazy: page(() => import('./pages/workorder-form-page')) },
  { path: 'production-items', lazy: page(() => import('./pages/production-items-page')) },
  { path: 'production-items/:id', lazy: page(() => import('./pages/production-item-page')) },
  { path: 'production-item-works', lazy: page(() => import('./pages/works-page')) },
  { path: 'production-item-works/:id', lazy: page(() => import('./pages/work-page')) },
  {
    path: 'my-works',
    // A static loader runs beside `lazy`: the worker's lists are asked for while the screen's code loads (only for a
    // session that may open the screen; the guards show the others the login or 403 page, with no request).
    loader: ({ request }) => {
      const url = new URL(request.url);
      if (getToken() && mayOpen(getRole(), url.pathname)) void import('./api/get-my-works').then((m) => m.prefetchMyWorks(url));
      return null;
    },
    lazy: page(() => import('./pages/my-works-page')),
  },
  { path: 'scan', lazy: page(() => import('./pages/scan-page')) },
  { path: 'production-defects', lazy: page(() => import('./pages/defects-page')) },
];
