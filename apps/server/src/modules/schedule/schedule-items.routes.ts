import { pagedSchema } from '@steelworks/contract/common/pagination';
import { scheduleItemListQuerySchema, scheduleItemSchema } from '@steelworks/contract/schedule';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { listScheduleItems } from './schedule-items.service';

const tags = ['schedule'];

export async function scheduleItemRoutes(app: App) {
  app.get(
    '/supervisor/supervisor_schedule_item',
    {
      config: { access: 'supervisorSchedules' },
      schema: { tags, querystring: scheduleItemListQuerySchema, response: { 200: pagedSchema(scheduleItemSchema) } },
    },
    async (request) => paginate(request, request.query, await listScheduleItems(app.ctx.db, request.query, actorOf(request))),
  );
}
