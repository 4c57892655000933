import { capacityOutlookSchema, provideAllAnswerSchema, purchaseQuerySchema, purchaseRowSchema, readinessQuerySchema, readinessRowSchema } from '@steelworks/contract/planning';
import { fromPurchaseListAnswerSchema, fromPurchaseListInputSchema } from '@steelworks/contract/purchase';
import { actionPost, actorOf, createdPost, pagedGet, readGet, type App } from '../../lib/http';
import { todayIn } from '@steelworks/contract/common/dates';
import { capacityOutlook, listPurchases, listReadiness, provideAllReady } from './planning.service';
import { ordersFromPurchaseList } from './purchase-list-orders.service';

const tags = ['planning'];

/** Material readiness and the purchase list (issue 16): admin, production manager and store manager; the outlook. */
export async function planningRoutes(app: App) {
  pagedGet(app, '/planning/readiness', { access: 'planning', schema: { tags, querystring: readinessQuerySchema }, item: readinessRowSchema }, (request) =>
    listReadiness(app.ctx.db, request.query),
  );

  actionPost(app, '/planning/readiness/provide-all', { access: 'planning', schema: { tags }, response: provideAllAnswerSchema }, (request) =>
    provideAllReady(app.ctx.db, actorOf(request)),
  );

  pagedGet(app, '/planning/purchase-list', { access: 'planning', schema: { tags, querystring: purchaseQuerySchema }, item: purchaseRowSchema }, (request) =>
    listPurchases(app.ctx.db, request.query),
  );

  // The Purchase List in one step: a Draft purchase order per supplier (issue 45 point 2). Buying's URL, planning's
  // route, so that planning depends on purchase and not the other way round.
  createdPost(
    app,
    '/purchase/orders/from-purchase-list',
    { access: 'purchasing', schema: { tags: ['purchase'], body: fromPurchaseListInputSchema }, response: fromPurchaseListAnswerSchema },
    (request) => ordersFromPurchaseList(app.ctx.db, request.body, actorOf(request), todayIn(app.ctx.config.timeZone)),
  );

  // The production manager's dashboard chart (issue 16 point 4).
  readGet(app, '/planning/capacity-outlook', { access: 'analytics', schema: { tags }, response: capacityOutlookSchema }, () =>
    capacityOutlook(app.ctx.db, todayIn(app.ctx.config.timeZone)),
  );
}
