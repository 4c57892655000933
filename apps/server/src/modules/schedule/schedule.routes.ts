import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import {
  calendarEventSchema,
  calendarQuerySchema,
  finishedProductBodySchema,
  finishedProductListQuerySchema,
  finishedProductLookupResultSchema,
  finishedProductLookupSchema,
  finishedProductSchema,
  scheduleItemListQuerySchema,
  scheduleItemSchema,
} from '@steelworks/contract/schedule';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import {
  calendarEvents,
  createFinishedProduct,
  listFinishedProducts,
  listScheduleItems,
  lookupScheduleItem,
} from './schedule.service';

const tags = ['schedule'];

export async function scheduleRoutes(app: App) {
  app.get(
    '/supervisor/supervisor_schedule_item',
    {
      config: { access: 'supervisorSchedules' },
      schema: { tags, querystring: scheduleItemListQuerySchema, response: { 200: pagedSchema(scheduleItemSchema) } },
    },
    async (request) => paginate(request, request.query, await listScheduleItems(app.ctx.db, request.query, actorOf(request))),
  );

  app.get(
    '/supervisor/calender-data',
    { config: { access: 'calendar' }, schema: { tags, querystring: calendarQuerySchema, response: { 200: z.array(calendarEventSchema) } } },
    async (request) => calendarEvents(app.ctx.db, request.query, actorOf(request), todayIn(app.ctx.config.timeZone)),
  );

  app.get(
    '/supervisor/finishedproducts',
    {
      config: { access: 'finishedProducts' },
      schema: { tags, querystring: finishedProductListQuerySchema, response: { 200: pagedSchema(finishedProductSchema) } },
    },
    async (request) => paginate(request, request.query, await listFinishedProducts(app.ctx.db, request.query, actorOf(request))),
  );

  app.post(
    '/supervisor/finishedproducts',
    { config: { access: 'qcCreate' }, schema: { tags, body: finishedProductBodySchema, response: { 201: finishedProductSchema } } },
    async (request, reply) => reply.status(201).send(await createFinishedProduct(app.ctx.db, request.body, actorOf(request))),
  );

  app.post(
    '/supervisor/finished-product-id',
    {
      config: { access: 'qcCreate' },
      schema: { tags, body: finishedProductLookupSchema, response: { 200: finishedProductLookupResultSchema } },
    },
    async (request) => lookupScheduleItem(app.ctx.db, request.body.id),
  );
}
