import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import {
  assignWorkInputSchema,
  defectsQuerySchema,
  defectsSummarySchema,
  myWorksQuerySchema,
  productionChoicesSchema,
  productionItemDetailSchema,
  productionItemListQuerySchema,
  productionItemSchema,
  productionItemUpdateSchema,
  productionWorkSchema,
  workListQuerySchema,
  workUpdateInputSchema,
} from '@steelworks/contract/production';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import {
  assignWorks,
  deleteProductionItem,
  deleteWork,
  getProductionItem,
  getWork,
  listMyWorks,
  listProductionItems,
  listWorks,
  productionChoices,
  summariseDefects,
  updateProductionItem,
  updateWork,
} from './production.service';

const tags = ['production'];
const noContent = { 204: z.null() };

/**
 * Production items and works (spec 2 sections 2-9, DECISIONS.md sections 3 and 6): read by admin, productionmanager
 * and workers; a worker changes only its own works (checked in the service); assigning and deleting is for managers.
 */
export async function productionRoutes(app: App) {
  const db = () => app.ctx.db;
  const today = () => ({ today: todayIn(app.ctx.config.timeZone) });

  app.get(
    '/production/choices',
    { config: { access: 'productionItems' }, schema: { tags, response: { 200: productionChoicesSchema } } },
    async () => productionChoices(),
  );

  app.get(
    '/production/productionitem',
    {
      config: { access: 'productionItems' },
      schema: { tags, querystring: productionItemListQuerySchema, response: { 200: pagedSchema(productionItemSchema) } },
    },
    async (request) => paginate(request, request.query, await listProductionItems(db(), request.query)),
  );

  app.get(
    '/production/productionitem/:id',
    { config: { access: 'productionItems' }, schema: { tags, params: idParamSchema, response: { 200: productionItemDetailSchema } } },
    async (request) => getProductionItem(db(), request.params.id),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/production/productionitem/:id',
      {
        config: { access: 'productionAssign' },
        schema: { tags, params: idParamSchema, body: productionItemUpdateSchema, response: { 200: productionItemDetailSchema } },
      },
      async (request) => updateProductionItem(db(), request.params.id, request.body.note, actorOf(request)),
    );
  }

  app.delete(
    '/production/productionitem/:id',
    { config: { access: 'productionAssign' }, schema: { tags, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await deleteProductionItem(db(), request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/production/productionitemwork',
    { config: { access: 'productionItems' }, schema: { tags, querystring: workListQuerySchema, response: { 200: pagedSchema(productionWorkSchema) } } },
    async (request) => paginate(request, request.query, await listWorks(db(), request.query)),
  );

  /** Assign: one work per selected production item; answers the created works. */
  app.post(
    '/production/productionitemwork',
    { config: { access: 'productionAssign' }, schema: { tags, body: assignWorkInputSchema, response: { 201: z.array(productionWorkSchema) } } },
    async (request, reply) => reply.status(201).send(await assignWorks(db(), request.body, actorOf(request), today())),
  );

  app.get(
    '/production/productionitemwork/:id',
    { config: { access: 'productionItems' }, schema: { tags, params: idParamSchema, response: { 200: productionWorkSchema } } },
    async (request) => getWork(db(), request.params.id),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/production/productionitemwork/:id',
      {
        config: { access: 'productionItems' },
        schema: { tags, params: idParamSchema, body: workUpdateInputSchema, response: { 200: productionWorkSchema } },
      },
      async (request) => updateWork(db(), request.params.id, request.body, actorOf(request), today()),
    );
  }

  app.delete(
    '/production/productionitemwork/:id',
    { config: { access: 'productionAssign' }, schema: { tags, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await deleteWork(db(), request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  /** The caller's own open works (or those it finished today): the worker's phone screen and dashboard. */
  app.get(
    '/production/my-works',
    { config: { access: 'productionItems' }, schema: { tags, querystring: myWorksQuerySchema, response: { 200: pagedSchema(productionWorkSchema) } } },
    async (request) =>
      paginate(request, request.query, listMyWorks(db(), request.query.state, actorOf(request), today(), app.ctx.config.timeZone)),
  );

  app.get(
    '/production/defects',
    { config: { access: 'productionAssign' }, schema: { tags, querystring: defectsQuerySchema, response: { 200: defectsSummarySchema } } },
    async (request) => summariseDefects(db(), request.query, app.ctx.config.timeZone),
  );
}
