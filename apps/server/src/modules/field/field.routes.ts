import type { App } from '../../lib/http';
import { fieldDashboardRoutes } from './field-dashboard.routes';
import { fieldStaffRoutes } from './field-staff.routes';
import { photoRoutes } from './photos.routes';
import { siteRoutes } from './sites.routes';
import { visitRoutes } from './visits.routes';

/**
 * The 2022 client's field app calls (docs/product/client-2022-names.md#calls), plus the phone check-in/out, the dashboard and the live map (issue 12).
 * Registered in the order the routes had in one file, so the OpenAPI document and route matching stay as they were.
 */
export async function fieldRoutes(app: App) {
  await fieldStaffRoutes(app);
  await siteRoutes(app);
  await visitRoutes(app);
  await fieldDashboardRoutes(app);
  await photoRoutes(app);
}
