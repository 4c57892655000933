import { todayIn } from '@steelworks/contract/common/dates';
import { myWorksQuerySchema, productionWorkSchema } from '@steelworks/contract/production';
import { actorOf, pagedGet, type App } from '../../lib/http';
import { listMyWorks } from './my-works.service';

const tags = ['production'];

export async function myWorkRoutes(app: App) {
  const db = () => app.ctx.db;
  const today = () => ({ today: todayIn(app.ctx.config.timeZone) });

  /** The caller's own open works (or those it finished today): the worker's phone screen and dashboard. */
  pagedGet(app, '/production/my-works', { access: 'productionItems', schema: { tags, querystring: myWorksQuerySchema }, item: productionWorkSchema }, (request) =>
    listMyWorks(db(), request.query.state, actorOf(request), today(), app.ctx.config.timeZone),
  );
}
