import { capacityOutlookSchema, provideAllAnswerSchema, purchaseQuerySchema, purchaseRowSchema, readinessQuerySchema, readinessRowSchema } from '@steelworks/contract/planning';
import { actorOf, pagedGet, type App } from '../../lib/http';
import { todayIn } from '@steelworks/contract/common/dates';
import { capacityOutlook, listPurchases, listReadiness, provideAllReady } from './planning.service';

const tags = ['planning'];

/** Material readiness and the purchase list (issue 16): admin, production manager and store manager; the outlook. */
export async function planningRoutes(app: App) {
  pagedGet(app, '/planning/readiness', { access: 'planning', schema: { tags, querystring: readinessQuerySchema }, item: readinessRowSchema }, (request) =>
    listReadiness(app.ctx.db, request.query),
  );

  app.post(
    '/planning/readiness/provide-all',
    { config: { access: 'planning' }, schema: { tags, response: { 200: provideAllAnswerSchema } } },
    async (request) => provideAllReady(app.ctx.db, actorOf(request)),
  );

  pagedGet(app, '/planning/purchase-list', { access: 'planning', schema: { tags, querystring: purchaseQuerySchema }, item: purchaseRowSchema }, (request) =>
    listPurchases(app.ctx.db, request.query),
  );

  // The production manager's dashboard chart (issue 16 point 4).
  app.get(
    '/planning/capacity-outlook',
    { config: { access: 'analytics' }, schema: { tags, response: { 200: capacityOutlookSchema } } },
    async () => capacityOutlook(app.ctx.db, todayIn(app.ctx.config.timeZone)),
  );
}
