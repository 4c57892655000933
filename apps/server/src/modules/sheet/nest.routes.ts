import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  nestPlanInputSchema,
  nestPlanListQuerySchema,
  nestPlanSchema,
  nestPlanSummarySchema,
  nestSheetPathSchema,
  nestSheetSchema,
  remnantListQuerySchema,
  remnantReceiveSchema,
  remnantSchema,
  sheetRulesPatchSchema,
  sheetRulesSchema,
  tickNestSheetSchema,
} from '@steelworks/contract/sheet-nest';
import { actionTimeOf } from '../../lib/device-time';
import { actionPost, actorOf, createdPost, pagedGet, readGet, updateBy, type App } from '../../lib/http';
import { readWhole } from '../../lib/paginate';
import { confirmNestPlan, discardNestPlan, listRemnants, tickNestSheet } from './nest-confirm.service';
import { createNestPlan, getNestPlan, listNestPlans } from './nest-plan.service';
import { receiveRemnant } from './remnant.service';
import { getSheetRules, updateSheetRules } from './sheet-rules.service';

const tags = ['sheets'];

/**
 * Sheet nest plans and remnants (issue 46 points 3-6): admin and production manager plan, confirm and discard; the
 * cutter (worker) reads plans and ticks sheets; everyone who sees the sheets sees the remnants, and those who add sheets
 * (store manager too) receive a remnant by hand. The sheet part rules are read by whoever reads plans and edited by
 * the planners.
 */
export async function nestRoutes(app: App) {
  const db = () => app.ctx.db;
  const settings = () => app.ctx.config.sheetNest;

  pagedGet(app, '/sheet/remnants', { access: 'sheets', schema: { tags, querystring: remnantListQuerySchema }, item: remnantSchema }, (request) =>
    readWhole(
      () => listRemnants(db(), request.query.thick),
      (rows) => rows,
    ),
  );
  createdPost(app, '/sheet/remnants', { access: 'sheetCreate', schema: { tags, body: remnantReceiveSchema }, response: remnantSchema }, (request) =>
    receiveRemnant(db(), request.body, actorOf(request)),
  );
  readGet(app, '/sheet/part-rules', { access: 'nestList', schema: { tags }, response: sheetRulesSchema }, () =>
    getSheetRules(db()),
  );
  updateBy(
    app,
    'PUT',
    '/sheet/part-rules',
    { access: 'nesting', schema: { tags, body: sheetRulesPatchSchema }, response: sheetRulesSchema },
    (request) => updateSheetRules(db(), request.body, actorOf(request)),
  );
  pagedGet(app, '/sheet/nest-plans', { access: 'nestList', schema: { tags, querystring: nestPlanListQuerySchema }, item: nestPlanSummarySchema }, (request) =>
    listNestPlans(db(), request.query),
  );
  createdPost(app, '/sheet/nest-plans', { access: 'nesting', schema: { tags, body: nestPlanInputSchema }, response: nestPlanSchema }, (request) =>
    createNestPlan(db(), request.body, settings(), actorOf(request)),
  );
  readGet(app, '/sheet/nest-plans/:id', { access: 'nestList', schema: { tags, params: idParamSchema }, response: nestPlanSchema }, (request) =>
    getNestPlan(db(), request.params.id),
  );
  updateBy(
    app,
    'PATCH',
    '/sheet/nest-plans/:id/sheets/:sheet',
    { access: 'nestList', schema: { tags, params: nestSheetPathSchema, body: tickNestSheetSchema }, response: nestSheetSchema },
    (request) => tickNestSheet(db(), request.params.id, request.params.sheet, request.body.ticked, actorOf(request), actionTimeOf(request)),
  );
  actionPost(app, '/sheet/nest-plans/:id/confirm', { access: 'nesting', schema: { tags, params: idParamSchema }, response: nestPlanSchema }, (request) =>
    confirmNestPlan(db(), request.params.id, actorOf(request), app.ctx.config.timeZone),
  );
  actionPost(app, '/sheet/nest-plans/:id/discard', { access: 'nesting', schema: { tags, params: idParamSchema }, response: nestPlanSchema }, (request) =>
    discardNestPlan(db(), request.params.id, actorOf(request)),
  );
}
