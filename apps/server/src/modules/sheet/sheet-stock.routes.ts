import { idParamSchema } from '@steelworks/contract/common/inputs';
import { listQuerySchema, pagedSchema } from '@steelworks/contract/common/pagination';
import {
  sheetCreateSchema,
  sheetInputSchema,
  sheetListQuerySchema,
  sheetPatchSchema,
  sheetSchema,
  sheetTotalWeightQuerySchema,
  sheetTotalWeightSchema,
} from '@steelworks/contract/sheet';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { createSheet, deleteSheet, getSheet, listSheets, sheetTotalWeight, updateSheet } from './sheet-stock.service';

const tags = ['sheet'];

/** The sheets in stock and their total weight. */
export async function sheetStockRoutes(app: App) {
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
}
