import { sheetOrdersTotalWeightQuerySchema, sheetOrdersTotalWeightSchema } from '@steelworks/contract/sheet';
import { actorOf, type App } from '../../lib/http';
import { sheetOrdersTotalWeight } from './sheet-order-report.service';

const tags = ['sheet'];

/** The weight the sheet orders moved in a date range. */
export async function sheetOrderReportRoutes(app: App) {
  app.get(
    '/sheet/sheet_orders_total_weight',
    {
      config: { access: 'sheetOrders' },
      schema: { tags, querystring: sheetOrdersTotalWeightQuerySchema, response: { 200: sheetOrdersTotalWeightSchema } },
    },
    async (request) => sheetOrdersTotalWeight(app.ctx.db, request.query, actorOf(request)),
  );
}
