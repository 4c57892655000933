import { z } from 'zod';
import { fieldDashboardSchema, liveVisitSchema } from '@steelworks/contract/field';
import { actorOf, readGet, type App } from '../../lib/http';
import { fieldDashboard, liveVisits } from './field-dashboard.service';

const tags = ['field'];

/** The field dashboard and the live map. */
export async function fieldDashboardRoutes(app: App) {
  const db = () => app.ctx.db;
  const tz = () => app.ctx.config.timeZone;

  readGet(app, '/fieldsite/dashboard-data', { access: 'fieldVisits', schema: { tags }, response: fieldDashboardSchema }, (request) =>
    fieldDashboard(db(), actorOf(request), tz()),
  );
  readGet(app, '/fieldsite/live-visits', { access: 'fieldApp', schema: { tags }, response: z.array(liveVisitSchema) }, () =>
    liveVisits(db(), tz()),
  );
}
