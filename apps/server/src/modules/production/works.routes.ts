import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import { assignWorkInputSchema, productionWorkSchema, workListQuerySchema, workUpdateInputSchema } from '@steelworks/contract/production';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { assignWorks, deleteWork, getWork, listWorks, updateWork } from './works.service';

const tags = ['production'];
const noContent = { 204: z.null() };

/** Works: a worker changes only its own works (checked in the service); assigning and deleting is for managers. */
export async function workRoutes(app: App) {
  const db = () => app.ctx.db;
  const today = () => ({ today: todayIn(app.ctx.config.timeZone) });

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
}
