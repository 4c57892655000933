import { and, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import { amountInIndianWords } from '@steelworks/contract/common/amount-words';
import { toCents } from '@steelworks/contract/common/money';
import { stateName } from '@steelworks/contract/billing';
import { INVOICE_TEXT, type CreditNote, type creditNoteListItemSchema, type creditNoteListQuerySchema } from '@steelworks/contract/invoice';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { notFound, ruleError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { cappedCounter, disjointArms, inIds, searchTerms, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../account/account.table';
import { dealers } from '../dealer/dealer.table';
import type { OrderActor } from '../order/order-rows';
import { releaseInvoiceAllocations, settleDealer } from './allocation.service';
import { checkDealerVisible, dealerIdsNamed, dealerScope } from './billing-scope';
import { getBillingSettings } from './billing-settings.service';
import { lockDealerBalance, postDealerLedger } from './dealer-ledger.service';
import { nextDocumentNumber } from './document-numbers';
import { linesOfInvoice } from './invoice-reads.service';
import { creditNotes, invoices } from './invoice.table';

type CreditNoteListItem = z.infer<typeof creditNoteListItemSchema>;
type CreditNoteListQuery = z.infer<typeof creditNoteListQuerySchema>;

/**
 * POST /billing/invoices/:id/credit-note: cancels the whole invoice (docs/decisions/031). One transaction, the
 * dealer's lock first: what payments paid on the invoice goes back to them as advances, the invoice is Cancelled, the
 * note takes the next number of its own series, the ledger gets the credit row, and the freed advances settle FIFO on
 * the dealer's other open invoices.
 */
export async function createCreditNote(db: DbOrTx, invoiceId: number, reason: string, actor: OrderActor, today: string): Promise<CreditNote> {
  const id = await db.transaction(async (tx) => {
    const [head] = await tx.select({ dealerId: invoices.dealerId }).from(invoices).where(eq(invoices.id, invoiceId));
    if (!head) throw notFound();
    await lockDealerBalance(tx, head.dealerId);
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (invoice!.status === 'Cancelled') {
      const [note] = await tx.select({ number: creditNotes.number }).from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId));
      throw ruleError(INVOICE_TEXT.alreadyCancelled(note?.number ?? ''));
    }
    await releaseInvoiceAllocations(tx, invoiceId);
    await tx.update(invoices).set({ status: 'Cancelled' }).where(eq(invoices.id, invoiceId));
    const settings = await getBillingSettings(tx);
    const { financialYear, seq, number } = await nextDocumentNumber(tx, 'credit_note', settings.credit_note_prefix, today);
    const [note] = await tx
      .insert(creditNotes)
      .values({
        number,
        financialYear,
        seq,
        noteDate: today,
        invoiceId,
        dealerId: invoice!.dealerId,
        reason,
        taxableValue: invoice!.taxableValue,
        cgst: invoice!.cgst,
        sgst: invoice!.sgst,
        igst: invoice!.igst,
        roundOff: invoice!.roundOff,
        total: invoice!.total,
        createdBy: actor.accountId,
      })
      .returning({ id: creditNotes.id });
    await postDealerLedger(tx, {
      dealerId: invoice!.dealerId,
      entryDate: today,
      kind: 'credit_note',
      reference: number,
      description: `Cancels invoice ${invoice!.number}`,
      cents: -toCents(invoice!.total),
      invoiceId,
      creditNoteId: note!.id,
      createdBy: actor.accountId,
    });
    await settleDealer(tx, invoice!.dealerId);
    await recordAudit(tx, actor, {
      entity: 'credit_note',
      id: note!.id,
      action: 'create',
      after: { number, invoice_id: invoiceId, dealer_id: invoice!.dealerId, note_date: today, total: invoice!.total, reason },
      note: `Cancels invoice ${invoice!.number}`,
    });
    await recordAudit(tx, actor, {
      entity: 'invoice',
      id: invoiceId,
      action: 'status',
      before: { status: invoice!.status },
      after: { status: 'Cancelled' },
      note: `Credit note ${number}: ${reason}`,
    });
    return note!.id;
  });
  return getCreditNote(db, id, actor);
}

const rowColumns = {
  id: creditNotes.id,
  number: creditNotes.number,
  noteDate: creditNotes.noteDate,
  invoiceId: creditNotes.invoiceId,
  invoiceNumber: invoices.number,
  dealerId: creditNotes.dealerId,
  dealerName: accounts.fullName,
  reason: creditNotes.reason,
  total: creditNotes.total,
};
type RowData = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] };

function toListItem(row: RowData): CreditNoteListItem {
  return {
    id: row.id,
    number: row.number,
    note_date: row.noteDate,
    invoice_id: row.invoiceId,
    invoice_number: row.invoiceNumber,
    dealer_id: row.dealerId,
    dealer_name: row.dealerName,
    reason: row.reason,
    total: row.total,
  };
}

function newestFirst(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select(rowColumns)
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(dealers, eq(dealers.id, creditNotes.dealerId))
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(where)
    .orderBy(desc(creditNotes.id))
    .limit(limit);
}

/** GET /billing/credit-notes: newest first, by dealer, searched by number or dealer name; a dealer sees its own. */
export async function listCreditNotes(db: DbOrTx, query: CreditNoteListQuery, actor: OrderActor): Promise<PagedQuery<CreditNoteListItem>> {
  const dealerId = await dealerScope(db, actor, query.dealer);
  const terms = searchTerms(query.search);
  // Credit notes are few (one per cancelled invoice): their number is searched without a trigram index of its own.
  const search: SQL[] = terms ? [ilike(creditNotes.number, terms.pattern), inIds(creditNotes.dealerId, await dealerIdsNamed(db, terms.pattern))] : [];
  const filter = dealerId !== undefined ? eq(creditNotes.dealerId, dealerId) : undefined;
  const where = and(filter, or(...search));
  return {
    ...cappedCounter(db, () => disjointArms((arm) => db.select({ id: creditNotes.id }).from(creditNotes).where(arm), filter, search), {
      search: search.length > 0,
    }),
    rows: async (limit, offset) => (await newestFirst(db, where, limit).offset(offset)).map(toListItem),
    rowsAfter: async (limit, last) => (await newestFirst(db, and(where, lt(creditNotes.id, last.id)), limit)).map(toListItem),
  };
}

/** GET /billing/credit-notes/:id: the note with its invoice's parties and lines; 404 for a foreign one. */
export async function getCreditNote(db: DbOrTx, id: number, actor: OrderActor): Promise<CreditNote> {
  const [head] = await db
    .select({ ...rowColumns, note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(dealers, eq(dealers.id, creditNotes.dealerId))
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(eq(creditNotes.id, id));
  if (!head) throw notFound();
  await checkDealerVisible(db, actor, head.dealerId);
  const { note, invoice } = head;
  return {
    ...toListItem(head),
    financial_year: note.financialYear,
    invoice_date: invoice.invoiceDate,
    seller: invoice.seller,
    buyer: invoice.buyer,
    place_of_supply: invoice.placeOfSupply,
    place_of_supply_name: stateName(invoice.placeOfSupply),
    tax_split: invoice.taxSplit,
    lines: await linesOfInvoice(db, invoice.id),
    taxable_value: note.taxableValue,
    cgst: note.cgst,
    sgst: note.sgst,
    igst: note.igst,
    round_off: note.roundOff,
    total_in_words: amountInIndianWords(note.total),
    created_at: note.createdAt.toISOString(),
  };
}
