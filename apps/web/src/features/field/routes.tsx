import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** Routes of the field app (docs/product/screens-and-texts.md#routes), mounted inside the signed-in layout; the shell guards each by area. */

export const fieldRoutes: RouteObject[] = [
  { path: 'fields', lazy: lazyPage(() => import('./pages/fields-page')) },
  { path: 'fields/live', lazy: lazyPage(() => import('./pages/live-map-page')) },
  { path: 'fieldstaff', lazy: lazyPage(() => import('./pages/field-staff-list-page')) },
  { path: 'fieldstaff/:id', lazy: lazyPage(() => import('./pages/field-staff-detail-page')) },
  { path: 'fieldsite', lazy: lazyPage(() => import('./pages/sites-page')) },
  { path: 'fieldsite/:id', lazy: lazyPage(() => import('./pages/site-detail-page')) },
  { path: 'field-site/create', lazy: lazyPage(() => import('./pages/site-form-page')) },
  { path: 'field-site/update/:id', lazy: lazyPage(() => import('./pages/site-form-page')) },
  { path: 'visit-entry', lazy: lazyPage(() => import('./pages/visits-page')) },
  { path: 'visit-entry/:id', lazy: lazyPage(() => import('./pages/visit-detail-page')) },
  { path: 'visitEntry/create', lazy: lazyPage(() => import('./pages/visit-form-page')) },
  { path: 'visitEntry/update/:id', lazy: lazyPage(() => import('./pages/visit-form-page')) },
  { path: 'visitentryimages', lazy: lazyPage(() => import('./pages/images-page')) },
];
