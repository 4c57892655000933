import { idParamSchema } from '@steelworks/contract/common/inputs';
import { todayIn } from '@steelworks/contract/common/dates';
import { creditNoteInputSchema, creditNoteListItemSchema, creditNoteListQuerySchema, creditNoteSchema } from '@steelworks/contract/invoice';
import { actorOf, createdPost, pagedGet, type App } from '../../lib/http';
import { createCreditNote, getCreditNote, listCreditNotes } from './credit-notes.service';

const tags = ['billing'];

/** Credit notes: one cancels a whole invoice; the list and detail (a dealer reads its own). */
export async function creditNoteRoutes(app: App) {
  createdPost(
    app,
    '/billing/invoices/:id/credit-note',
    { access: 'billing', schema: { tags, params: idParamSchema, body: creditNoteInputSchema }, response: creditNoteSchema },
    (request) => createCreditNote(app.ctx.db, request.params.id, request.body.reason, actorOf(request), todayIn(app.ctx.config.timeZone)),
  );
  pagedGet(
    app,
    '/billing/credit-notes',
    { access: 'dealerAccounts', schema: { tags, querystring: creditNoteListQuerySchema }, item: creditNoteListItemSchema },
    (request) => listCreditNotes(app.ctx.db, request.query, actorOf(request)),
  );
  app.get(
    '/billing/credit-notes/:id',
    { config: { access: 'dealerAccounts' }, schema: { tags, params: idParamSchema, response: { 200: creditNoteSchema } } },
    async (request) => getCreditNote(app.ctx.db, request.params.id, actorOf(request)),
  );
}
