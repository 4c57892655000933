import { sheetOrdersTotalWeightQuerySchema, sheetOrdersTotalWeightSchema } from '@steelworks/contract/sheet';
import { actorOf, readGet, type App } from '../../lib/http';
import { sheetOrdersTotalWeight } from './sheet-order-report.service';

const tags = ['sheet'];

/** The weight the sheet orders moved in a date range. */
export async function sheetOrderReportRoutes(app: App) {
  readGet(
    app,
    '/sheet/sheet_orders_total_weight',
    { access: 'sheetOrders', schema: { tags, querystring: sheetOrdersTotalWeightQuerySchema }, response: sheetOrdersTotalWeightSchema },
    (request) => sheetOrdersTotalWeight(app.ctx.db, request.query, actorOf(request)),
  );
}
