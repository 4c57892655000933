import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  materialCostApplySchema,
  materialCostRowSchema,
  materialCostSwitchSchema,
  stockValuationQuerySchema,
  stockValuationRowSchema,
  stockValuationTotalSchema,
} from '@steelworks/contract/valuation';
import { actionPost, actorOf, pagedGet, readGet, updateBy, type App } from '../../lib/http';
import { setCostFromAverage } from '../product/product-material-cost.service';
import { applyMaterialCosts, previewMaterialCosts } from './material-cost.service';
import { listStockValuation, stockValuationTotal } from './valuation.service';

const tags = ['purchase'];

/**
 * Stock value (issue 45 point 6, docs/product/buying.md#stock-value): the stock valuation at a date and the material
 * costs at the average cost, for the admin and the production manager (the store manager sees no prices).
 */
export async function valuationRoutes(app: App) {
  const db = () => app.ctx.db;
  const timeZone = () => app.ctx.config.timeZone;
  const dayOf = (date: string | undefined) => date ?? todayIn(timeZone());

  pagedGet(app, '/purchase/valuation', { access: 'purchasing', schema: { tags, querystring: stockValuationQuerySchema }, item: stockValuationRowSchema }, (request) =>
    listStockValuation(db(), dayOf(request.query.date), timeZone()),
  );
  readGet(
    app,
    '/purchase/valuation/total',
    { access: 'purchasing', schema: { tags, querystring: stockValuationQuerySchema.pick({ date: true }) }, response: stockValuationTotalSchema },
    (request) => stockValuationTotal(db(), dayOf(request.query.date), timeZone()),
  );
  readGet(app, '/purchase/material-costs', { access: 'purchasing', schema: { tags }, response: z.array(materialCostRowSchema) }, () =>
    previewMaterialCosts(db()),
  );
  updateBy(
    app,
    'PUT',
    '/purchase/material-costs/:id',
    { access: 'purchasing', schema: { tags, params: idParamSchema, body: materialCostSwitchSchema }, response: z.array(materialCostRowSchema) },
    async (request) => {
      await setCostFromAverage(db(), request.params.id, request.body.cost_from_average, actorOf(request));
      return previewMaterialCosts(db());
    },
  );
  actionPost(
    app,
    '/purchase/material-costs/apply',
    { access: 'purchasing', schema: { tags, body: materialCostApplySchema }, response: z.array(materialCostRowSchema) },
    (request) => applyMaterialCosts(db(), request.body.products, actorOf(request)),
  );
}
