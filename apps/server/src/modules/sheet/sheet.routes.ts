import { idParamSchema } from '@steelworks/contract/common/inputs';
import { listQuerySchema, pagedSchema } from '@steelworks/contract/common/pagination';
import {
  sheetCreateSchema,
  sheetInputSchema,
  sheetListQuerySchema,
  sheetOrderInputSchema,
  sheetOrderListItemSchema,
  sheetOrderListQuerySchema,
  sheetOrderPatchSchema,
  sheetOrderSchema,
  sheetOrdersTotalWeightQuerySchema,
  sheetOrdersTotalWeightSchema,
  sheetOrderUpdateSchema,
  sheetPatchSchema,
  sheetSchema,
  sheetTotalWeightQuerySchema,
  sheetTotalWeightSchema,
} from '@steelworks/contract/sheet';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import {
  createSheet,
  createSheetOrder,
  deleteSheet,
  deleteSheetOrder,
  getSheet,
  getSheetOrder,
  listSheetOrders,
  listSheets,
  sheetOrdersTotalWeight,
  sheetTotalWeight,
  updateSheet,
  updateSheetOrder,
} from './sheet.service';

const tags = ['sheet'];

export async function sheetRoutes(app: App) {
  // ---------- sheets
  app.get(
    '/sheet/sheet',
    {
      config: { access: 'sheets' },
      schema: { tags, querystring: listQuerySchema.extend(sheetListQuerySchema.shape), response: { 200: pagedSchema(sheetSchema) } },
    },
    async (request) => paginate(request, request.query, listSheets(app.ctx.db, request.query)),
  );

  app.post(
    '/sheet/sheet',
    { config: { access: 'sheetCreate' }, schema: { tags, body: sheetCreateSchema, response: { 201: sheetSchema } } },
    async (request, reply) => reply.code(201).send(await createSheet(app.ctx.db, request.body, actorOf(request))),
  );

  app.get(
    '/sheet/sheet/:id',
    { config: { access: 'sheets' }, schema: { tags, params: idParamSchema, response: { 200: sheetSchema } } },
    async (request) => getSheet(app.ctx.db, request.params.id),
  );

  app.put(
    '/sheet/sheet/:id',
    { config: { access: 'sheetCreate' }, schema: { tags, params: idParamSchema, body: sheetInputSchema, response: { 200: sheetSchema } } },
    async (request) => updateSheet(app.ctx.db, request.params.id, request.body, actorOf(request)),
  );

  app.patch(
    '/sheet/sheet/:id',
    { config: { access: 'sheetCreate' }, schema: { tags, params: idParamSchema, body: sheetPatchSchema, response: { 200: sheetSchema } } },
    async (request) => updateSheet(app.ctx.db, request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/sheet/sheet/:id',
    { config: { access: 'sheetCreate' }, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      await deleteSheet(app.ctx.db, request.params.id, actorOf(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/sheet/sheet_total_weight',
    { config: { access: 'sheets' }, schema: { tags, querystring: sheetTotalWeightQuerySchema, response: { 200: sheetTotalWeightSchema } } },
    async (request) => sheetTotalWeight(app.ctx.db, request.query),
  );

  // ---------- sheet orders
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

  app.get(
    '/sheet/sheet_orders_total_weight',
    {
      config: { access: 'sheetOrders' },
      schema: { tags, querystring: sheetOrdersTotalWeightQuerySchema, response: { 200: sheetOrdersTotalWeightSchema } },
    },
    async (request) => sheetOrdersTotalWeight(app.ctx.db, request.query, actorOf(request)),
  );
}
