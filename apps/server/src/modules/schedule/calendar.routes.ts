import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import { calendarEventSchema, calendarQuerySchema } from '@steelworks/contract/schedule';
import { actorOf, readGet, type App } from '../../lib/http';
import { calendarEvents } from './calendar.service';

const tags = ['schedule'];

export async function calendarRoutes(app: App) {
  readGet(
    app,
    '/supervisor/calender-data',
    { access: 'calendar', schema: { tags, querystring: calendarQuerySchema }, response: z.array(calendarEventSchema) },
    (request) => calendarEvents(app.ctx.db, request.query, actorOf(request), todayIn(app.ctx.config.timeZone)),
  );
}
