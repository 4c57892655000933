import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import {
  calendarEventSchema,
  calendarQuerySchema,
  finishedProductBodySchema,
  finishedProductListQuerySchema,
  finishedProductLookupResultSchema,
  finishedProductLookupSchema,
  finishedProductSchema,
  provideInputSchema,
  scheduleItemListQuerySchema,
  scheduleItemSchema,
  storeSupplyListQuerySchema,
  storeSupplySchema,
} from '@steelworks/contract/schedule';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import {
  calendarEvents,
  createFinishedProduct,
  getStoreSupply,
  listFinishedProducts,
  listScheduleItems,
  listStoreSupplies,
  lookupScheduleItem,
  provideSupply,
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
    '/store/storemanagerview',
    {
      config: { access: 'storeSupply' },
      schema: { tags, querystring: storeSupplyListQuerySchema, response: { 200: pagedSchema(storeSupplySchema) } },
    },
    async (request) => paginate(request, request.query, listStoreSupplies(app.ctx.db, request.query)),
  );

  app.get(
    '/store/storemanagerview/:id',
    { config: { access: 'storeSupply' }, schema: { tags, params: idParamSchema, response: { 200: storeSupplySchema } } },
    async (request) => getStoreSupply(app.ctx.db, request.params.id),
  );

  // Provide: {status: "Provided"} by PUT or PATCH; answers the whole updated row.
  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/store/storemanagerview/:id',
      {
        config: { access: 'storeSupply' },
        schema: { tags, params: idParamSchema, body: provideInputSchema, response: { 200: storeSupplySchema } },
      },
      async (request) => provideSupply(app.ctx.db, request.params.id, actorOf(request)),
    );
  }

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
