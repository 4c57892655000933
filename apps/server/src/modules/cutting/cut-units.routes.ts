import { idParamSchema } from '@steelworks/contract/common/inputs';
import { cutStateQuerySchema, cutStateSummariesSchema, reopenCutInputSchema, workOrderCutStateSchema } from '@steelworks/contract/cut-plan';
import { actorOf, type App } from '../../lib/http';
import { getWorkOrderCutState, listCutStates, reopenCutUnits } from './cut-units.service';

const tags = ['cutting'];

/**
 * Which units of a work order are cut (issue 40 point 4): read where cut lists are read (staff managers and the cutter);
 * re-opening cut units to cut them again is for the admin and the production manager, with a reason.
 */
export async function cutUnitRoutes(app: App) {
  const db = () => app.ctx.db;

  app.get(
    '/cutting/work-orders/cut-state',
    { config: { access: 'cutList' }, schema: { tags, querystring: cutStateQuerySchema, response: { 200: cutStateSummariesSchema } } },
    async (request) => listCutStates(db(), request.query.ids),
  );
  app.get(
    '/cutting/work-orders/:id/cut-state',
    { config: { access: 'cutList' }, schema: { tags, params: idParamSchema, response: { 200: workOrderCutStateSchema } } },
    async (request) => getWorkOrderCutState(db(), request.params.id),
  );
  app.post(
    '/cutting/work-orders/:id/reopen',
    { config: { access: 'cutting' }, schema: { tags, params: idParamSchema, body: reopenCutInputSchema, response: { 200: workOrderCutStateSchema } } },
    async (request) => reopenCutUnits(db(), request.params.id, request.body, actorOf(request)),
  );
}
