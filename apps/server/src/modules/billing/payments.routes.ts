import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  paymentInputSchema,
  paymentListItemSchema,
  paymentListQuerySchema,
  paymentReversalInputSchema,
  paymentSchema,
  paymentTotalsSchema,
  postDatedChequesSchema,
} from '@steelworks/contract/dealer-account';
import { actionPost, actorOf, createdPost, pagedGet, readGet, type App } from '../../lib/http';
import { getPayment, listPayments, paymentTotals, postDatedCheques } from './payment-reads.service';
import { recordPayment, reversePayment } from './payments.service';

const tags = ['billing'];

/** Payments received (issue 31 point 3): staff record and reverse them, and see the post-dated cheques; a dealer reads its own. */
export async function paymentRoutes(app: App) {
  const today = () => todayIn(app.ctx.config.timeZone);

  readGet(
    app,
    '/billing/payments/totals',
    { access: 'dealerAccounts', schema: { tags, querystring: paymentListQuerySchema }, response: paymentTotalsSchema },
    (request) => paymentTotals(app.ctx.db, request.query, actorOf(request)),
  );
  readGet(app, '/billing/payments/post-dated', { access: 'billing', schema: { tags }, response: postDatedChequesSchema }, () =>
    postDatedCheques(app.ctx.db),
  );
  pagedGet(app, '/billing/payments', { access: 'dealerAccounts', schema: { tags, querystring: paymentListQuerySchema }, item: paymentListItemSchema }, (request) =>
    listPayments(app.ctx.db, request.query, actorOf(request)),
  );
  createdPost(app, '/billing/payments', { access: 'billing', schema: { tags, body: paymentInputSchema }, response: paymentSchema }, (request) =>
    recordPayment(app.ctx.db, request.body, actorOf(request), today()),
  );
  readGet(app, '/billing/payments/:id', { access: 'dealerAccounts', schema: { tags, params: idParamSchema }, response: paymentSchema }, (request) =>
    getPayment(app.ctx.db, request.params.id, actorOf(request)),
  );
  actionPost(
    app,
    '/billing/payments/:id/reversal',
    { access: 'billing', schema: { tags, params: idParamSchema, body: paymentReversalInputSchema }, response: paymentSchema },
    (request) => reversePayment(app.ctx.db, request.params.id, request.body, actorOf(request), today()),
  );
}
