import { idParamSchema } from '@steelworks/contract/common/inputs';
import { todayIn } from '@steelworks/contract/common/dates';
import { invoiceCreateInputSchema, invoiceListItemSchema, invoiceListQuerySchema, invoiceSchema, invoiceTotalsSchema } from '@steelworks/contract/invoice';
import { actorOf, createdPost, pagedGet, readGet, type App } from '../../lib/http';
import { createInvoiceByHand } from './invoice-issue.service';
import { getInvoice, invoiceTotals, listInvoices } from './invoice-reads.service';

const tags = ['billing'];

/** Tax invoices (issue 31 point 2): the list and detail (a dealer reads its own), and the invoice made by hand. */
export async function invoiceRoutes(app: App) {
  const today = () => todayIn(app.ctx.config.timeZone);
  pagedGet(app, '/billing/invoices', { access: 'dealerAccounts', schema: { tags, querystring: invoiceListQuerySchema }, item: invoiceListItemSchema }, (request) =>
    listInvoices(app.ctx.db, request.query, actorOf(request), today()),
  );
  readGet(
    app,
    '/billing/invoices/totals',
    { access: 'dealerAccounts', schema: { tags, querystring: invoiceListQuerySchema }, response: invoiceTotalsSchema },
    (request) => invoiceTotals(app.ctx.db, request.query, actorOf(request), today()),
  );
  createdPost(app, '/billing/invoices', { access: 'billing', schema: { tags, body: invoiceCreateInputSchema }, response: invoiceSchema }, (request) =>
    createInvoiceByHand(app.ctx.db, request.body, actorOf(request), today()),
  );
  readGet(app, '/billing/invoices/:id', { access: 'dealerAccounts', schema: { tags, params: idParamSchema }, response: invoiceSchema }, (request) =>
    getInvoice(app.ctx.db, request.params.id, actorOf(request), today()),
  );
}
