import type { RouteObject } from 'react-router';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => () => load().then((m) => ({ Component: m.default }));

/** Routes of piece-rate wages (docs/product/wages.md), inside the layout. */
export const wagesRoutes: RouteObject[] = [
  { path: 'wages/rates', lazy: page(() => import('./pages/rates-page')) },
  { path: 'wages/earnings', lazy: page(() => import('./pages/earnings-page')) },
  { path: 'wages/attendance', lazy: page(() => import('./pages/attendance-page')) },
  { path: 'wages/sheets', lazy: page(() => import('./pages/sheets-page')) },
  { path: 'wages/sheets/:id', lazy: page(() => import('./pages/sheet-page')) },
  { path: 'wages/sheets/:id/slips/:worker', lazy: page(() => import('./pages/slip-page')) },
  { path: 'wages/settings', lazy: page(() => import('./pages/settings-page')) },
  { path: 'wages/workers', lazy: page(() => import('./pages/workers-page')) },
  { path: 'wages/workers/:id', lazy: page(() => import('./pages/worker-page')) },
  { path: 'my-slips', lazy: page(() => import('./pages/my-slips-page')) },
  { path: 'my-slips/:id', lazy: page(() => import('./pages/slip-page')) },
];
