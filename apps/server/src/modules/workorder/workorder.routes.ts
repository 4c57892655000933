import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import {
  workOrderChoicesSchema,
  workOrderInputSchema,
  workOrderListQuerySchema,
  workOrderPatchSchema,
  workOrderRowSchema,
  workOrderSchema,
} from '@steelworks/contract/workorder';
import { fileStoreFor } from '../../lib/files';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { fromOrderRoutes } from './from-order.routes';
import { workOrderImageRoutes } from './work-order-images.routes';
import { getWorkOrder, listWorkOrders, workOrderChoices } from './work-order-reads.service';
import { createWorkOrder, deleteWorkOrder, updateWorkOrder } from './work-order-writes.service';

const tags = ['workorders'];
const noContent = { 204: z.null() };

/**
 * Work orders (spec 2 sections 2-9, DECISIONS.md sections 3 and 6): read by admin, productionmanager, workers and
 * the dealer they belong to; written by admin and productionmanager. "Create from order" and the drawings register
 * their own routes after these, in the order they were registered when they were one file.
 */
export async function workOrderRoutes(app: App) {
  const db = () => app.ctx.db;
  const files = () => fileStoreFor(app.ctx.config);
  const today = () => ({ today: todayIn(app.ctx.config.timeZone) });

  app.get(
    '/workorders/workorder',
    { config: { access: 'workOrders' }, schema: { tags, querystring: workOrderListQuerySchema, response: { 200: pagedSchema(workOrderRowSchema) } } },
    async (request) => paginate(request, request.query, await listWorkOrders(db(), request.query, actorOf(request))),
  );

  app.post(
    '/workorders/workorder',
    { config: { access: 'workOrderCreate' }, schema: { tags, body: workOrderInputSchema, response: { 201: workOrderSchema } } },
    async (request, reply) => reply.status(201).send(await createWorkOrder(db(), request.body, actorOf(request), today())),
  );

  app.get(
    '/workorders/workorder/:id',
    { config: { access: 'workOrders' }, schema: { tags, params: idParamSchema, response: { 200: workOrderSchema } } },
    async (request) => getWorkOrder(db(), request.params.id, actorOf(request)),
  );

  app.put(
    '/workorders/workorder/:id',
    { config: { access: 'workOrderCreate' }, schema: { tags, params: idParamSchema, body: workOrderInputSchema, response: { 200: workOrderSchema } } },
    async (request) => updateWorkOrder(db(), request.params.id, request.body, actorOf(request)),
  );

  app.patch(
    '/workorders/workorder/:id',
    { config: { access: 'workOrderCreate' }, schema: { tags, params: idParamSchema, body: workOrderPatchSchema, response: { 200: workOrderSchema } } },
    async (request) => updateWorkOrder(db(), request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/workorders/workorder/:id',
    { config: { access: 'workOrderCreate' }, schema: { tags, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await deleteWorkOrder(db(), files(), request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/workorders/choices',
    { config: { access: 'workOrders' }, schema: { tags, response: { 200: workOrderChoicesSchema } } },
    async () => workOrderChoices(),
  );

  await fromOrderRoutes(app);
  await workOrderImageRoutes(app);
}
