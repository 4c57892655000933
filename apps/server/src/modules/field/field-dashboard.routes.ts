import { z } from 'zod';
import { fieldDashboardSchema, liveVisitSchema } from '@steelworks/contract/field';
import { actorOf, type App } from '../../lib/http';
import { fieldDashboard, liveVisits } from './field-dashboard.service';

const tags = ['field'];

/** The field dashboard and the live map. */
export async function fieldDashboardRoutes(app: App) {
  const db = () => app.ctx.db;
  const tz = () => app.ctx.config.timeZone;

  app.get(
    '/fieldsite/dashboard-data',
    { config: { access: 'fieldVisits' }, schema: { tags, response: { 200: fieldDashboardSchema } } },
    async (request) => fieldDashboard(db(), actorOf(request), tz()),
  );
  app.get(
    '/fieldsite/live-visits',
    { config: { access: 'fieldApp' }, schema: { tags, response: { 200: z.array(liveVisitSchema) } } },
    async () => liveVisits(db(), tz()),
  );
}
