import { idParamSchema } from '@steelworks/contract/common/inputs';
import { listQuerySchema, pagedSchema } from '@steelworks/contract/common/pagination';
import {
  sheetOrderInputSchema,
  sheetOrderListItemSchema,
  sheetOrderListQuerySchema,
  sheetOrderPatchSchema,
  sheetOrderSchema,
  sheetOrderUpdateSchema,
} from '@steelworks/contract/sheet';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { createSheetOrder, deleteSheetOrder, getSheetOrder, listSheetOrders, updateSheetOrder } from './sheet-orders.service';

const tags = ['sheet'];

/** Sheet orders: additions to and deductions from the stock. */
export async function sheetOrderRoutes(app: App) {
  app.get(
    '/sheet/sheet_order',
    {
      config: { access: 'sheetOrders' },
      schema: {
        tags,
        querystring: listQuerySchema.extend(sheetOrderListQuerySchema.shape),
        response: { 200: pagedSchema(sheetOrderListItemSchema) },
      },
    },
    async (request) => paginate(request, request.query, listSheetOrders(app.ctx.db, request.query, actorOf(request))),
  );

  app.post(
    '/sheet/sheet_order',
    { config: { access: 'sheetOrders' }, schema: { tags, body: sheetOrderInputSchema, response: { 201: sheetOrderSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createSheetOrder(app.ctx.db, request.body, actorOf(request), app.ctx.config.timeZone)),
  );

  app.get(
    '/sheet/sheet_order/:id',
    { config: { access: 'sheetOrders' }, schema: { tags, params: idParamSchema, response: { 200: sheetOrderSchema } } },
    async (request) => getSheetOrder(app.ctx.db, request.params.id, actorOf(request)),
  );

  app.put(
    '/sheet/sheet_order/:id',
    {
      config: { access: 'sheetOrders' },
      schema: { tags, params: idParamSchema, body: sheetOrderUpdateSchema, response: { 200: sheetOrderSchema } },
    },
    async (request) => updateSheetOrder(app.ctx.db, request.params.id, request.body, actorOf(request)),
  );

  app.patch(
    '/sheet/sheet_order/:id',
    {
      config: { access: 'sheetOrders' },
      schema: { tags, params: idParamSchema, body: sheetOrderPatchSchema, response: { 200: sheetOrderSchema } },
    },
    async (request) => updateSheetOrder(app.ctx.db, request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/sheet/sheet_order/:id',
    { config: { access: 'sheetOrderDelete' }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteSheetOrder(app.ctx.db, request.params.id, actorOf(request));
      return reply.code(204).send();
    },
  );
}
