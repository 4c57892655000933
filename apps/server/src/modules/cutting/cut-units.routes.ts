import { idParamSchema } from '@steelworks/contract/common/inputs';
import { cutStateQuerySchema, cutStateSummariesSchema, reopenCutInputSchema, workOrderCutStateSchema } from '@steelworks/contract/cut-plan';
import { actionPost, actorOf, readGet, type App } from '../../lib/http';
import { getWorkOrderCutState, listCutStates, reopenCutUnits } from './cut-units.service';

const tags = ['cutting'];

/**
 * Which units of a work order are cut (issue 40 point 4): read where cut lists are read (staff managers and the cutter);
 * re-opening cut units to cut them again is for the admin and the production manager, with a reason.
 */
export async function cutUnitRoutes(app: App) {
  const db = () => app.ctx.db;

  readGet(
    app,
    '/cutting/work-orders/cut-state',
    { access: 'cutList', schema: { tags, querystring: cutStateQuerySchema }, response: cutStateSummariesSchema },
    (request) => listCutStates(db(), request.query.ids),
  );
  readGet(
    app,
    '/cutting/work-orders/:id/cut-state',
    { access: 'cutList', schema: { tags, params: idParamSchema }, response: workOrderCutStateSchema },
    (request) => getWorkOrderCutState(db(), request.params.id),
  );
  actionPost(
    app,
    '/cutting/work-orders/:id/reopen',
    { access: 'cutting', schema: { tags, params: idParamSchema, body: reopenCutInputSchema }, response: workOrderCutStateSchema },
    (request) => reopenCutUnits(db(), request.params.id, request.body, actorOf(request)),
  );
}
