import type { RouteObject } from 'react-router';

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
  { path: 'my-works', lazy: page(() => import('./pages/my-works-page')) },
  { path: 'scan', lazy: page(() => import('./pages/scan-page')) },
  { path: 'production-defects', lazy: page(() => import('./pages/defects-page')) },
];
