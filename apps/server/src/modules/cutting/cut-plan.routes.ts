import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  cutPlanBarPathSchema,
  cutPlanBarSchema,
  cutPlanInputSchema,
  cutPlanListQuerySchema,
  cutPlanSchema,
  cutPlanSummarySchema,
  cutSettingsAnswerSchema,
  cutSettingsInputSchema,
  cutSettingsPatchSchema,
  tickBarSchema,
} from '@steelworks/contract/cut-plan';
import { actionTimeOf } from '../../lib/device-time';
import { actionPost, actorOf, createdPost, pagedGet, putAndPatch, readGet, updateBy, type App } from '../../lib/http';
import { confirmCutPlan, discardCutPlan, tickBar } from './cut-plan-confirm.service';
import { createCutPlan, getCutPlan, listCutPlans } from './cut-plan.service';
import { getCutSettings, updateCutSettings } from './cut-settings.service';

const tags = ['cutting'];

/**
 * Cut settings and rules, cut plans and the cut list (issue 32 points 2 to 4). Admin and production manager plan,
 * confirm, discard and edit the rules; the cutter (worker) reads plans and ticks bars; the store manager reads the
 * settings.
 */
export async function cutPlanRoutes(app: App) {
  const db = () => app.ctx.db;

  readGet(app, '/cutting/settings', { access: 'cutSettings', schema: { tags }, response: cutSettingsAnswerSchema }, () =>
    getCutSettings(db()),
  );
  // PUT sends every setting (one missing is a 400 naming it, never a reset to its default); PATCH only what changes.
  putAndPatch(
    app,
    '/cutting/settings',
    { access: 'cutting', schema: { tags }, put: cutSettingsInputSchema, patch: cutSettingsPatchSchema, response: cutSettingsAnswerSchema },
    async (request) => updateCutSettings(db(), request.body, actorOf(request)),
  );

  pagedGet(app, '/cutting/plans', { access: 'cutList', schema: { tags, querystring: cutPlanListQuerySchema }, item: cutPlanSummarySchema }, (request) =>
    listCutPlans(db(), request.query),
  );
  createdPost(app, '/cutting/plans', { access: 'cutting', schema: { tags, body: cutPlanInputSchema }, response: cutPlanSchema }, (request) =>
    createCutPlan(db(), request.body, actorOf(request)),
  );
  readGet(app, '/cutting/plans/:id', { access: 'cutList', schema: { tags, params: idParamSchema }, response: cutPlanSchema }, (request) =>
    getCutPlan(db(), request.params.id),
  );
  updateBy(
    app,
    'PATCH',
    '/cutting/plans/:id/bars/:bar',
    { access: 'cutList', schema: { tags, params: cutPlanBarPathSchema, body: tickBarSchema }, response: cutPlanBarSchema },
    (request) => tickBar(db(), request.params.id, request.params.bar, request.body.ticked, actorOf(request), actionTimeOf(request)),
  );
  actionPost(app, '/cutting/plans/:id/confirm', { access: 'cutting', schema: { tags, params: idParamSchema }, response: cutPlanSchema }, (request) =>
    confirmCutPlan(db(), request.params.id, actorOf(request)),
  );
  actionPost(app, '/cutting/plans/:id/discard', { access: 'cutting', schema: { tags, params: idParamSchema }, response: cutPlanSchema }, (request) =>
    discardCutPlan(db(), request.params.id, actorOf(request)),
  );
}
