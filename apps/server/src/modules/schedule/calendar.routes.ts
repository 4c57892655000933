import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import { calendarEventSchema, calendarQuerySchema } from '@steelworks/contract/schedule';
import { actorOf, type App } from '../../lib/http';
import { calendarEvents } from './calendar.service';

const tags = ['schedule'];

export async function calendarRoutes(app: App) {
  app.get(
    '/supervisor/calender-data',
    { config: { access: 'calendar' }, schema: { tags, querystring: calendarQuerySchema, response: { 200: z.array(calendarEventSchema) } } },
    async (request) => calendarEvents(app.ctx.db, request.query, actorOf(request), todayIn(app.ctx.config.timeZone)),
  );
}
