import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import {
  workOrderChoicesSchema,
  workOrderDraftSchema,
  workOrderImageInputSchema,
  workOrderImageSchema,
  workOrderImageTitleSchema,
  workOrderInputSchema,
  workOrderListQuerySchema,
  workOrderPatchSchema,
  workOrderRowSchema,
  workOrderSchema,
} from '@steelworks/contract/workorder';
import { notFound } from '../../lib/app-error';
import { contentTypeOf, fileStoreFor, SAFE_NAME } from '../../lib/files';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import {
  addWorkOrderImage,
  createWorkOrder,
  deleteWorkOrder,
  deleteWorkOrderImage,
  draftFromOrder,
  getWorkOrder,
  IMAGE_FOLDER,
  listWorkOrders,
  updateWorkOrder,
  updateWorkOrderImage,
  workOrderChoices,
} from './workorder.service';

const tags = ['workorders'];
const noContent = { 204: z.null() };

/**
 * Work orders (spec 2 sections 2-9, DECISIONS.md sections 3 and 6): read by admin, productionmanager, workers and
 * the dealer they belong to; written by admin and productionmanager.
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

  /** "Create from order": the form pre-filled from an Approved dealer order (404 for any other order). */
  app.get(
    '/workorders/from-order/:id',
    { config: { access: 'workOrderCreate' }, schema: { tags, params: idParamSchema, response: { 200: workOrderDraftSchema } } },
    async (request) => draftFromOrder(db(), request.params.id),
  );

  // Drawings: one multipart upload per image with its title.
  app.post(
    '/workorders/workorder/:id/images',
    {
      config: { access: 'workOrderCreate' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        body: workOrderImageInputSchema,
        response: { 201: workOrderImageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addWorkOrderImage(db(), files(), request.params.id, request.body, actorOf(request))),
  );

  app.patch(
    '/workorders/workorderimage/:id',
    { config: { access: 'workOrderCreate' }, schema: { tags, params: idParamSchema, body: workOrderImageTitleSchema, response: { 200: workOrderImageSchema } } },
    async (request) => updateWorkOrderImage(db(), request.params.id, request.body.title, actorOf(request)),
  );

  app.delete(
    '/workorders/workorderimage/:id',
    { config: { access: 'workOrderCreate' }, schema: { tags, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await deleteWorkOrderImage(db(), files(), request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  /** Public like product images: an <img> sends no token, and names are 128 random bits generated at upload. */
  app.get(
    '/workorders/media/:name',
    { config: { access: 'public' }, schema: { tags, security: [], params: z.object({ name: z.string().max(80) }) } },
    async (request, reply) => {
      const { name } = request.params;
      if (!SAFE_NAME.test(name)) throw notFound();
      const data = await files().get(IMAGE_FOLDER, name);
      if (!data) throw notFound();
      return reply
        .header('content-type', contentTypeOf(name))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
}
