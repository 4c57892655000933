import { idParamSchema } from '@steelworks/contract/common/inputs';
import { listQuerySchema } from '@steelworks/contract/common/list-query';
import {
  sheetOrderInputSchema,
  sheetOrderListItemSchema,
  sheetOrderListQuerySchema,
  sheetOrderPatchSchema,
  sheetOrderSchema,
  sheetOrdersTotalWeightQuerySchema,
  sheetOrdersTotalWeightSchema,
  sheetOrderUpdateSchema,
} from '@steelworks/contract/sheet';
import { actorOf, createdPost, pagedGet, putAndPatch, readGet, type App } from '../../lib/http';
import { deleteById } from './sheet-delete-route';
import { sheetOrdersTotalWeight } from './sheet-order-report.service';
import { createSheetOrder, deleteSheetOrder, getSheetOrder, listSheetOrders, updateSheetOrder } from './sheet-orders.service';

const tags = ['sheet'];

/** Sheet orders: additions to and deductions from the stock, and the weight they moved in a date range. */
export async function sheetOrderRoutes(app: App) {
  pagedGet(
    app,
    '/sheet/sheet_order',
    { access: 'sheetOrders', schema: { tags, querystring: listQuerySchema.extend(sheetOrderListQuerySchema.shape) }, item: sheetOrderListItemSchema },
    (request) => listSheetOrders(app.ctx.db, request.query, actorOf(request)),
  );

  createdPost(app, '/sheet/sheet_order', { access: 'sheetOrders', schema: { tags, body: sheetOrderInputSchema }, response: sheetOrderSchema }, (request) =>
    createSheetOrder(app.ctx.db, request.body, actorOf(request), app.ctx.config.timeZone),
  );

  readGet(app, '/sheet/sheet_order/:id', { access: 'sheetOrders', schema: { tags, params: idParamSchema }, response: sheetOrderSchema }, (request) =>
    getSheetOrder(app.ctx.db, request.params.id, actorOf(request)),
  );

  putAndPatch(
    app,
    '/sheet/sheet_order/:id',
    { access: 'sheetOrders', schema: { tags, params: idParamSchema }, put: sheetOrderUpdateSchema, patch: sheetOrderPatchSchema, response: sheetOrderSchema },
    (request) => updateSheetOrder(app.ctx.db, request.params.id, request.body, actorOf(request)),
  );

  deleteById(app, '/sheet/sheet_order/:id', 'sheetOrderDelete', deleteSheetOrder);

  // The weight the sheet orders moved in a date range.
  readGet(
    app,
    '/sheet/sheet_orders_total_weight',
    { access: 'sheetOrders', schema: { tags, querystring: sheetOrdersTotalWeightQuerySchema }, response: sheetOrdersTotalWeightSchema },
    (request) => sheetOrdersTotalWeight(app.ctx.db, request.query, actorOf(request)),
  );
}
