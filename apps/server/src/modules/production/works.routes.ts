import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { assignWorkInputSchema, productionWorkSchema, workListQuerySchema, workUpdateInputSchema } from '@steelworks/contract/production';
import { actionTimeOf } from '../../lib/device-time';
import { actorOf, createdPost, deletedNoContent, pagedGet, putAndPatch, readGet, type App } from '../../lib/http';
import { assignWorks, deleteWork, getWork, listWorks, updateWork } from './works.service';

const tags = ['production'];

/** Works: a worker changes only its own works (checked in the service); assigning and deleting is for managers. */
export async function workRoutes(app: App) {
  const db = () => app.ctx.db;
  const today = () => ({ today: todayIn(app.ctx.config.timeZone) });

  pagedGet(app, '/production/productionitemwork', { access: 'productionItems', schema: { tags, querystring: workListQuerySchema }, item: productionWorkSchema }, (request) =>
    listWorks(db(), request.query),
  );

  /** Assign: one work per selected production item; answers the created works. */
  createdPost(
    app,
    '/production/productionitemwork',
    { access: 'productionAssign', schema: { tags, body: assignWorkInputSchema }, response: z.array(productionWorkSchema) },
    (request) => assignWorks(db(), request.body, actorOf(request), today()),
  );

  readGet(
    app,
    '/production/productionitemwork/:id',
    { access: 'productionItems', schema: { tags, params: idParamSchema }, response: productionWorkSchema },
    (request) => getWork(db(), request.params.id),
  );

  putAndPatch(
    app,
    '/production/productionitemwork/:id',
    { access: 'productionItems', schema: { tags, params: idParamSchema }, put: workUpdateInputSchema, patch: workUpdateInputSchema, response: productionWorkSchema },
    (request) => {
      // When the worker tapped (a change queued on a phone arrives later), and that moment's business day.
      const time = actionTimeOf(request);
      return updateWork(db(), request.params.id, request.body, actorOf(request), today(), { ...time, day: todayIn(app.ctx.config.timeZone, time.at) });
    },
  );

  deletedNoContent(app, '/production/productionitemwork/:id', { access: 'productionAssign', schema: { tags, params: idParamSchema } }, (request) =>
    deleteWork(db(), request.params.id, actorOf(request)),
  );
}
