import { scheduleItemListQuerySchema, scheduleItemSchema } from '@steelworks/contract/schedule';
import { actorOf, pagedGet, type App } from '../../lib/http';
import { listScheduleItems } from './schedule-items.service';

const tags = ['schedule'];

export async function scheduleItemRoutes(app: App) {
  pagedGet(
    app,
    '/supervisor/supervisor_schedule_item',
    { access: 'supervisorSchedules', schema: { tags, querystring: scheduleItemListQuerySchema }, item: scheduleItemSchema },
    (request) => listScheduleItems(app.ctx.db, request.query, actorOf(request)),
  );
}
