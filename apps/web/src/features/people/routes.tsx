import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * Routes of the people feature, mounted by the app router inside the signed-in layout (paths relative to "/").
 * Access is checked by the shell's route guard with areaForPath + canAccess from the contract.
 */

const staffList = () => import('./pages/staff-list-page');
const staffDetail = () => import('./pages/staff-detail-page');
const staffCreate = () => import('./pages/staff-create-page');

export const peopleRoutes: RouteObject[] = [
  { path: 'dealers', lazy: lazyPage(() => import('./pages/dealers-page')) },
  { path: 'dealers/:id', lazy: lazyPage(() => import('./pages/dealer-detail-page')) },
  { path: 'dealer/create', lazy: lazyPage(() => import('./pages/dealer-create-page')) },
  { path: 'dealer/update/:id', lazy: lazyPage(() => import('./pages/dealer-update-page')) },

  { path: 'supervisors', lazy: lazyPage(() => import('./pages/supervisors-page')) },
  { path: 'supervisors/:id', lazy: lazyPage(() => import('./pages/supervisor-detail-page')) },
  { path: 'supervisor/create', lazy: lazyPage(() => import('./pages/supervisor-create-page')) },
  { path: 'supervisor/update/:id', lazy: lazyPage(() => import('./pages/supervisor-update-page')) },
  { path: 'supervisor/dailywork', lazy: lazyPage(() => import('./pages/daily-work-page')) },
  { path: 'supervisor/schedules', lazy: lazyPage(() => import('./pages/schedules-page')) },

  { path: 'storemanagers', lazy: lazyPage(staffList, 'StoreManagersPage') },
  { path: 'storemanagers/:id', lazy: lazyPage(staffDetail, 'StoreManagerDetailPage') },
  { path: 'storemanager/create', lazy: lazyPage(staffCreate, 'StoreManagerCreatePage') },
  { path: 'qualitycheckers', lazy: lazyPage(staffList, 'QualityCheckersPage') },
  { path: 'qualitycheckers/:id', lazy: lazyPage(staffDetail, 'QualityCheckerDetailPage') },
  { path: 'qualitychecker/create', lazy: lazyPage(staffCreate, 'QualityCheckerCreatePage') },
  { path: 'productionmanagers', lazy: lazyPage(staffList, 'ProductionManagersPage') },
  { path: 'productionmanagers/:id', lazy: lazyPage(staffDetail, 'ProductionManagerDetailPage') },
  { path: 'productionmanager/create', lazy: lazyPage(staffCreate, 'ProductionManagerCreatePage') },
  { path: 'workers', caseSensitive: true, lazy: lazyPage(staffList, 'WorkersPage') },
  { path: 'Workers', caseSensitive: true, lazy: lazyPage(staffList, 'WorkersPage') },
  { path: 'workers/:id', lazy: lazyPage(staffDetail, 'WorkerDetailPage') },
  { path: 'worker/create', lazy: lazyPage(staffCreate, 'WorkerCreatePage') },
  { path: 'sheetusers', lazy: lazyPage(staffList, 'SheetUsersPage') },
  { path: 'sheetusers/:id', lazy: lazyPage(staffDetail, 'SheetUserDetailPage') },
  { path: 'sheetuser/create', lazy: lazyPage(staffCreate, 'SheetUserCreatePage') },
];
