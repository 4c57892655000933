import { idParamSchema } from '@steelworks/contract/common/inputs';
import { todayIn } from '@steelworks/contract/common/dates';
import {
  creditNoteInputSchema,
  creditNoteListItemSchema,
  creditNoteListQuerySchema,
  creditNoteSchema,
  debitNoteInputSchema,
  noteTotalsSchema,
  partialCreditNoteInputSchema,
} from '@steelworks/contract/invoice';
import { actorOf, createdPost, pagedGet, readGet, type App } from '../../lib/http';
import { createCreditNote, createNote, getCreditNote, listCreditNotes, noteTotals } from './credit-notes.service';

const tags = ['billing'];

/**
 * Credit and debit notes (CGST s.34): one cancels a whole invoice, others credit or debit part of it; the list and
 * detail of both kinds (a dealer reads its own).
 */
export async function creditNoteRoutes(app: App) {
  createdPost(
    app,
    '/billing/invoices/:id/credit-note',
    { access: 'billing', schema: { tags, params: idParamSchema, body: creditNoteInputSchema }, response: creditNoteSchema },
    (request) => createCreditNote(app.ctx.db, request.params.id, request.body.reason, actorOf(request), todayIn(app.ctx.config.timeZone)),
  );
  createdPost(
    app,
    '/billing/invoices/:id/credit-notes',
    { access: 'billing', schema: { tags, params: idParamSchema, body: partialCreditNoteInputSchema }, response: creditNoteSchema },
    (request) => createNote(app.ctx.db, request.params.id, { kind: 'credit', input: request.body }, actorOf(request), todayIn(app.ctx.config.timeZone)),
  );
  createdPost(
    app,
    '/billing/invoices/:id/debit-notes',
    { access: 'billing', schema: { tags, params: idParamSchema, body: debitNoteInputSchema }, response: creditNoteSchema },
    (request) => createNote(app.ctx.db, request.params.id, { kind: 'debit', input: request.body }, actorOf(request), todayIn(app.ctx.config.timeZone)),
  );
  readGet(
    app,
    '/billing/credit-notes/totals',
    { access: 'dealerAccounts', schema: { tags, querystring: creditNoteListQuerySchema }, response: noteTotalsSchema },
    (request) => noteTotals(app.ctx.db, request.query, actorOf(request)),
  );
  pagedGet(
    app,
    '/billing/credit-notes',
    { access: 'dealerAccounts', schema: { tags, querystring: creditNoteListQuerySchema }, item: creditNoteListItemSchema },
    (request) => listCreditNotes(app.ctx.db, request.query, actorOf(request)),
  );
  readGet(app, '/billing/credit-notes/:id', { access: 'dealerAccounts', schema: { tags, params: idParamSchema }, response: creditNoteSchema }, (request) =>
    getCreditNote(app.ctx.db, request.params.id, actorOf(request)),
  );
}
