import { idParamSchema } from '@steelworks/contract/common/inputs';
import { todayIn } from '@steelworks/contract/common/dates';
import { dailyWorkInputSchema, dailyWorkListQuerySchema, dailyWorkPatchSchema, dailyWorkSchema } from '@steelworks/contract/supervisor';
import { actorOf, createdPost, deletedNoContent, pagedGet, putAndPatch, type App } from '../../lib/http';
import { createDailyWork, deleteDailyWork, listDailyWork, updateDailyWork } from './daily-work.service';

const tags = ['supervisor'];

export async function dailyWorkRoutes(app: App) {
  const today = () => ({ today: todayIn(app.ctx.config.timeZone) });
  const access = 'dailyWork';
  const url = '/supervisor/supervisor_daily_work';
  pagedGet(app, url, { access, schema: { tags, querystring: dailyWorkListQuerySchema }, item: dailyWorkSchema }, (request) =>
    listDailyWork(app.ctx.db, request.query),
  );
  createdPost(app, url, { access, schema: { tags, body: dailyWorkInputSchema }, response: dailyWorkSchema }, (request) =>
    createDailyWork(app.ctx.db, request.body, actorOf(request), today()),
  );
  putAndPatch(
    app,
    `${url}/:id`,
    { access, schema: { tags, params: idParamSchema }, put: dailyWorkInputSchema, patch: dailyWorkPatchSchema, response: dailyWorkSchema },
    (request) => updateDailyWork(app.ctx.db, request.params.id, request.body, actorOf(request), today()),
  );
  deletedNoContent(app, `${url}/:id`, { access, schema: { tags, params: idParamSchema } }, (request) =>
    deleteDailyWork(app.ctx.db, request.params.id, actorOf(request)),
  );
}
