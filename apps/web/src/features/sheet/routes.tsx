import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';


/**
 * Routes of the sheet feature, mounted by the app router inside the signed-in layout. Access is checked by the
 * shell's route guard with the contract's permission table (a sheet user cannot open /sheet/create).
 */
export const sheetRoutes: RouteObject[] = [
  { path: 'sheet', lazy: lazyPage(() => import('./pages/sheets-page')) },
  { path: 'sheet/create', lazy: lazyPage(() => import('./pages/sheet-create-page')) },
  { path: 'sheet/update/:id', lazy: lazyPage(() => import('./pages/sheet-update-page')) },
  { path: 'sheets/sheetorders', lazy: lazyPage(() => import('./pages/sheet-orders-page')) },
  { path: 'sheets/sheetorders/create', lazy: lazyPage(() => import('./pages/sheet-order-create-page')) },
  { path: 'sheets/sheetorders/update/:id', lazy: lazyPage(() => import('./pages/sheet-order-update-page')) },
  { path: 'sheets/nesting', lazy: lazyPage(() => import('./nesting/nest-plans-page')) },
  { path: 'sheets/nesting/:id', lazy: lazyPage(() => import('./nesting/nest-plan-page')) },
  { path: 'sheets/nesting/:id/print', lazy: lazyPage(() => import('./nesting/nest-plan-print-page')) },
  { path: 'sheets/part-rules', lazy: lazyPage(() => import('./nesting/sheet-rules-page')) },
  { path: 'sheets/remnants', lazy: lazyPage(() => import('./nesting/remnants-page')) },
  { path: 'sheets/sheetorders/total-weight', lazy: lazyPage(() => import('./pages/sheet-orders-total-weight-page')) },
];
