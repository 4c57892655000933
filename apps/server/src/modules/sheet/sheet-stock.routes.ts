import { idParamSchema } from '@steelworks/contract/common/inputs';
import { listQuerySchema } from '@steelworks/contract/common/list-query';
import {
  sheetCreateSchema,
  sheetInputSchema,
  sheetListQuerySchema,
  sheetPatchSchema,
  sheetSchema,
  sheetTotalWeightQuerySchema,
  sheetTotalWeightSchema,
} from '@steelworks/contract/sheet';
import { actorOf, createdPost, pagedGet, putAndPatch, readGet, type App } from '../../lib/http';
import { deleteById } from './sheet-delete-route';
import { createSheet, deleteSheet, getSheet, listSheets, sheetTotalWeight, updateSheet } from './sheet-stock.service';

const tags = ['sheet'];

/** The sheets in stock and their total weight. */
export async function sheetStockRoutes(app: App) {
  pagedGet(app, '/sheet/sheet', { access: 'sheets', schema: { tags, querystring: listQuerySchema.extend(sheetListQuerySchema.shape) }, item: sheetSchema }, (request) =>
    listSheets(app.ctx.db, request.query),
  );

  createdPost(app, '/sheet/sheet', { access: 'sheetCreate', schema: { tags, body: sheetCreateSchema }, response: sheetSchema }, (request) =>
    createSheet(app.ctx.db, request.body, actorOf(request)),
  );

  readGet(app, '/sheet/sheet/:id', { access: 'sheets', schema: { tags, params: idParamSchema }, response: sheetSchema }, (request) =>
    getSheet(app.ctx.db, request.params.id),
  );

  putAndPatch(
    app,
    '/sheet/sheet/:id',
    { access: 'sheetCreate', schema: { tags, params: idParamSchema }, put: sheetInputSchema, patch: sheetPatchSchema, response: sheetSchema },
    (request) => updateSheet(app.ctx.db, request.params.id, request.body, actorOf(request)),
  );

  deleteById(app, '/sheet/sheet/:id', 'sheetCreate', deleteSheet);

  readGet(
    app,
    '/sheet/sheet_total_weight',
    { access: 'sheets', schema: { tags, querystring: sheetTotalWeightQuerySchema }, response: sheetTotalWeightSchema },
    (request) => sheetTotalWeight(app.ctx.db, request.query),
  );
}
