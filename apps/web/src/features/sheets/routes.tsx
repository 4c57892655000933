import type { RouteObject } from 'react-router';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => () => load().then((m) => ({ Component: m.default }));

/**
 * Routes of the sheets feature, mounted by the app router inside the signed-in layout. Access is checked by the
 * shell's route guard with the contract's permission table (a sheet user cannot open /sheet/create).
 */
export const sheetsRoutes: RouteObject[] = [
  { path: 'sheet', lazy: page(() => import('./pages/sheets-page')) },
  { path: 'sheet/create', lazy: page(() => import('./pages/sheet-create-page')) },
  { path: 'sheet/update/:id', lazy: page(() => import('./pages/sheet-update-page')) },
  { path: 'sheets/sheetorders', lazy: page(() => import('./pages/sheet-orders-page')) },
  { path: 'sheets/sheetorders/create', lazy: page(() => import('./pages/sheet-order-create-page')) },
  { path: 'sheets/sheetorders/update/:id', lazy: page(() => import('./pages/sheet-order-update-page')) },
  { path: 'sheets/sheetorders/total-weight', lazy: page(() => import('./pages/sheet-orders-total-weight-page')) },
];
