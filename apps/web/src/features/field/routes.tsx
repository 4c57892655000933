import type { RouteObject } from 'react-router';

/** Routes of the field app (spec 3 section 2), mounted inside the signed-in layout; the shell guards each by area. */
const load = (loader: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await loader()).default });

export const fieldRoutes: RouteObject[] = [
  { path: 'fields', lazy: load(() => import('./pages/fields-page')) },
  { path: 'fields/live', lazy: load(() => import('./pages/live-map-page')) },
  { path: 'fieldstaff', lazy: load(() => import('./pages/field-staff-list-page')) },
  { path: 'fieldstaff/:id', lazy: load(() => import('./pages/field-staff-detail-page')) },
  { path: 'fieldsite', lazy: load(() => import('./pages/sites-page')) },
  { path: 'fieldsite/:id', lazy: load(() => import('./pages/site-detail-page')) },
  { path: 'field-site/create', lazy: load(() => import('./pages/site-form-page')) },
  { path: 'field-site/update/:id', lazy: load(() => import('./pages/site-form-page')) },
  { path: 'visit-entry', lazy: load(() => import('./pages/visits-page')) },
  { path: 'visit-entry/:id', lazy: load(() => import('./pages/visit-detail-page')) },
  { path: 'visitEntry/create', lazy: load(() => import('./pages/visit-form-page')) },
  { path: 'visitEntry/update/:id', lazy: load(() => import('./pages/visit-form-page')) },
  { path: 'visitentryimages', lazy: load(() => import('./pages/images-page')) },
];
