import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  workOrderChoicesSchema,
  workOrderInputSchema,
  workOrderListQuerySchema,
  workOrderPatchSchema,
  workOrderRowSchema,
  workOrderSchema,
} from '@steelworks/contract/workorder';
import { fileStoreFor } from '../../lib/files';
import { actorOf, createdPost, deletedNoContent, pagedGet, putAndPatch, readGet, type App } from '../../lib/http';
import { fromOrderRoutes } from './from-order.routes';
import { workOrderImageRoutes } from './work-order-images.routes';
import { getWorkOrder, listWorkOrders, workOrderChoices } from './work-order-reads.service';
import type { WorkOrderUnits } from './work-order-units';
import { createWorkOrder, deleteWorkOrder, updateWorkOrder } from './work-order-writes.service';

const tags = ['workorders'];

/**
 * Work orders (docs/product/work-orders-and-production.md#work-orders, docs/product/roles-and-permissions.md#per-role-rules, docs/product/work-orders-and-production.md#work-orders): read by admin, productionmanager, workers and
 * the dealer they belong to; written by admin and productionmanager. "Create from order" and the drawings register
 * their own routes after these, in the order they were registered when they were one file. `units` are the rows'
 * production items, which the server's app takes from production (docs/decisions/055-production-and-work-orders-one-way.md).
 */
export async function workOrderRoutes(app: App, units: WorkOrderUnits) {
  const db = () => app.ctx.db;
  const files = () => fileStoreFor(app.ctx.config);
  const today = () => ({ today: todayIn(app.ctx.config.timeZone) });

  pagedGet(app, '/workorders/workorder', { access: 'workOrders', schema: { tags, querystring: workOrderListQuerySchema }, item: workOrderRowSchema }, (request) =>
    listWorkOrders(db(), request.query, actorOf(request)),
  );

  createdPost(app, '/workorders/workorder', { access: 'workOrderCreate', schema: { tags, body: workOrderInputSchema }, response: workOrderSchema }, (request) =>
    createWorkOrder(db(), units, request.body, actorOf(request), today()),
  );

  readGet(app, '/workorders/workorder/:id', { access: 'workOrders', schema: { tags, params: idParamSchema }, response: workOrderSchema }, (request) =>
    getWorkOrder(db(), units, request.params.id, actorOf(request)),
  );

  putAndPatch(
    app,
    '/workorders/workorder/:id',
    { access: 'workOrderCreate', schema: { tags, params: idParamSchema }, put: workOrderInputSchema, patch: workOrderPatchSchema, response: workOrderSchema },
    (request) => updateWorkOrder(db(), units, request.params.id, request.body, actorOf(request)),
  );

  deletedNoContent(app, '/workorders/workorder/:id', { access: 'workOrderCreate', schema: { tags, params: idParamSchema } }, (request) =>
    deleteWorkOrder(db(), units, files(), request.params.id, actorOf(request)),
  );

  readGet(app, '/workorders/choices', { access: 'workOrders', schema: { tags }, response: workOrderChoicesSchema }, async () =>
    workOrderChoices(),
  );

  await fromOrderRoutes(app);
  await workOrderImageRoutes(app);
}
