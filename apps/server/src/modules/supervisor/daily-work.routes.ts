import { z } from 'zod';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { todayIn } from '@steelworks/contract/common/dates';
import { pagedSchema } from '@steelworks/contract/common/list-query';
import { dailyWorkInputSchema, dailyWorkListQuerySchema, dailyWorkPatchSchema, dailyWorkSchema } from '@steelworks/contract/supervisor';
import { actorOf, readGet, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { createDailyWork, deleteDailyWork, listDailyWork, updateDailyWork } from './daily-work.service';

const tags = ['supervisor'];
const noContent = { 204: z.null() };

export async function dailyWorkRoutes(app: App) {
  const today = () => ({ today: todayIn(app.ctx.config.timeZone) });
  const dailyWork = 'dailyWork';
  readGet(
    app,
    '/supervisor/supervisor_daily_work',
    { access: dailyWork, schema: { tags, querystring: dailyWorkListQuerySchema }, response: pagedSchema(dailyWorkSchema) },
    (request) => paginate(request, request.query, listDailyWork(app.ctx.db, request.query)),
  );
  app.post(
    '/supervisor/supervisor_daily_work',
    { config: { access: dailyWork }, schema: { tags, body: dailyWorkInputSchema, response: { 201: dailyWorkSchema } } },
    async (request, reply) => reply.status(201).send(await createDailyWork(app.ctx.db, request.body, actorOf(request), today())),
  );
  app.put(
    '/supervisor/supervisor_daily_work/:id',
    {
      config: { access: dailyWork },
      schema: { tags, params: idParamSchema, body: dailyWorkInputSchema, response: { 200: dailyWorkSchema } },
    },
    async (request) => updateDailyWork(app.ctx.db, request.params.id, request.body, actorOf(request), today()),
  );
  app.patch(
    '/supervisor/supervisor_daily_work/:id',
    {
      config: { access: dailyWork },
      schema: { tags, params: idParamSchema, body: dailyWorkPatchSchema, response: { 200: dailyWorkSchema } },
    },
    async (request) => updateDailyWork(app.ctx.db, request.params.id, request.body, actorOf(request), today()),
  );
  app.delete(
    '/supervisor/supervisor_daily_work/:id',
    { config: { access: dailyWork }, schema: { tags, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await deleteDailyWork(app.ctx.db, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
}
