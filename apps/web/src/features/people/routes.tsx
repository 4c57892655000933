import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Routes of the people feature, mounted by the app router inside the signed-in layout (paths relative to "/").
 * Access is checked by the shell's route guard with areaForPath + canAccess from the contract.
 */
type Pages = Record<string, ComponentType>;
const load = (loader: () => Promise<Pages>, name = 'default') => async () => ({ Component: (await loader())[name]! });

const staffList = () => import('./pages/staff-list-page') as unknown as Promise<Pages>;
const staffDetail = () => import('./pages/staff-detail-page') as unknown as Promise<Pages>;
const staffCreate = () => import('./pages/staff-create-page') as unknown as Promise<Pages>;

export const peopleRoutes: RouteObject[] = [
  { path: 'dealers', lazy: load(() => import('./pages/dealers-page')) },
  { path: 'dealers/:id', lazy: load(() => import('./pages/dealer-detail-page')) },
  { path: 'dealer/create', lazy: load(() => import('./pages/dealer-create-page')) },
  { path: 'dealer/update/:id', lazy: load(() => import('./pages/dealer-update-page')) },

  { path: 'supervisors', lazy: load(() => import('./pages/supervisors-page')) },
  { path: 'supervisors/:id', lazy: load(() => import('./pages/supervisor-detail-page')) },
  { path: 'supervisor/create', lazy: load(() => import('./pages/supervisor-create-page')) },
  { path: 'supervisor/update/:id', lazy: load(() => import('./pages/supervisor-update-page')) },
  { path: 'supervisor/dailywork', lazy: load(() => import('./pages/daily-work-page')) },
  { path: 'supervisor/schedules', lazy: load(() => import('./pages/schedules-page')) },

  { path: 'storemanagers', lazy: load(staffList, 'StoreManagersPage') },
  { path: 'storemanagers/:id', lazy: load(staffDetail, 'StoreManagerDetailPage') },
  { path: 'storemanager/create', lazy: load(staffCreate, 'StoreManagerCreatePage') },
  { path: 'qualitycheckers', lazy: load(staffList, 'QualityCheckersPage') },
  { path: 'qualitycheckers/:id', lazy: load(staffDetail, 'QualityCheckerDetailPage') },
  { path: 'qualitychecker/create', lazy: load(staffCreate, 'QualityCheckerCreatePage') },
  { path: 'productionmanagers', lazy: load(staffList, 'ProductionManagersPage') },
  { path: 'productionmanagers/:id', lazy: load(staffDetail, 'ProductionManagerDetailPage') },
  { path: 'productionmanager/create', lazy: load(staffCreate, 'ProductionManagerCreatePage') },
  { path: 'workers', caseSensitive: true, lazy: load(staffList, 'WorkersPage') },
  { path: 'Workers', caseSensitive: true, lazy: load(staffList, 'WorkersPage') },
  { path: 'workers/:id', lazy: load(staffDetail, 'WorkerDetailPage') },
  { path: 'worker/create', lazy: load(staffCreate, 'WorkerCreatePage') },
  { path: 'sheetusers', lazy: load(staffList, 'SheetUsersPage') },
  { path: 'sheetusers/:id', lazy: load(staffDetail, 'SheetUserDetailPage') },
  { path: 'sheetuser/create', lazy: load(staffCreate, 'SheetUserCreatePage') },
];
