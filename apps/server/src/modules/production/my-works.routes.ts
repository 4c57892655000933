import { todayIn } from '@steelworks/contract/common/dates';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import { myWorksQuerySchema, productionWorkSchema } from '@steelworks/contract/production';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { listMyWorks } from './my-works.service';

const tags = ['production'];

export async function myWorkRoutes(app: App) {
  const db = () => app.ctx.db;
  const today = () => ({ today: todayIn(app.ctx.config.timeZone) });

  /** The caller's own open works (or those it finished today): the worker's phone screen and dashboard. */
  app.get(
    '/production/my-works',
    { config: { access: 'productionItems' }, schema: { tags, querystring: myWorksQuerySchema, response: { 200: pagedSchema(productionWorkSchema) } } },
    async (request) =>
      paginate(request, request.query, listMyWorks(db(), request.query.state, actorOf(request), today(), app.ctx.config.timeZone)),
  );
}
