import { and, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { amountInIndianWords } from '@steelworks/contract/common/amount-words';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { formatCents, formatRupees, moneyFits, moneyTooLargeMessage, toCents } from '@steelworks/contract/common/money';
import {
  INVOICE_TEXT,
  creditNoteDeadline,
  invoiceAmounts,
  noteReasonLabel,
  type CreditNote,
  type DebitNoteInput,
  type NoteTotals,
  type PartialCreditNoteInput,
  type creditNoteListItemSchema,
  type creditNoteListQuerySchema,
} from '@steelworks/contract/invoice';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound, ruleError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { cappedCounter, disjointArms, inIds, searchTerms, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { joinDealerAccount } from '../dealer/dealer-account.join';
import { releaseInvoiceAllocations, releaseInvoiceExcess, settleDealer } from './allocation.service';
import { dealerIdsNamed, dealerScope, visibleToActor } from './billing-scope';
import { lockDealerBalance, postDealerLedger } from './dealer-ledger.service';
import { linesOfInvoice, linesOfNote, partiesOfInvoice, remainingOfInvoice } from './invoice-reads.service';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from './invoice.table';
import { insertNote, setInvoiceAdjustment } from './note-rows';
import { taxSums } from './tax-sums';
import { payments } from './payment.table';
import type { Caller } from '../../lib/caller';

type CreditNoteListItem = z.infer<typeof creditNoteListItemSchema>;
type CreditNoteListQuery = z.infer<typeof creditNoteListQuerySchema>;

/** The invoice of a note, locked: the dealer's lock first (dealer-ledger.service.ts), then the invoice row. */
async function lockInvoiceForNote(tx: DbOrTx, invoiceId: number) {
  const [head] = await tx.select({ dealerId: invoices.dealerId }).from(invoices).where(eq(invoices.id, invoiceId));
  if (!head) throw notFound();
  await lockDealerBalance(tx, head.dealerId);
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  return invoice!;
}

/** CGST s.34(2): no credit note after 30 November following the end of the invoice's financial year. */
function assertCreditNoteInTime(invoice: { financialYear: string }, today: string): void {
  const deadline = creditNoteDeadline(invoice.financialYear);
  if (today > deadline) throw ruleError(INVOICE_TEXT.creditNoteDeadline(formatDisplayDate(deadline), invoice.financialYear));
}

/**
 * POST /billing/invoices/:id/credit-note: cancels the whole invoice (docs/decisions/031, "Notes"). One transaction, the
 * dealer's lock first: what payments paid on the invoice goes back to them as advances, the invoice is Cancelled, the
 * note takes the next number of the credit-note series, the ledger gets the credit row, and the freed advances settle
 * FIFO on the dealer's other open invoices. Refused once the invoice has other notes (credit what remains instead)
 * and after the s.34(2) deadline.
 */
export async function createCreditNote(db: DbOrTx, invoiceId: number, reason: string, actor: Caller, today: string): Promise<CreditNote> {
  const id = await db.transaction(async (tx) => {
    const invoice = await lockInvoiceForNote(tx, invoiceId);
    if (invoice.status === 'Cancelled') {
      const [note] = await tx
        .select({ number: creditNotes.number })
        .from(creditNotes)
        .where(and(eq(creditNotes.invoiceId, invoiceId), eq(creditNotes.reasonCode, 'cancellation')));
      throw ruleError(INVOICE_TEXT.alreadyCancelled(note?.number ?? ''));
    }
    assertCreditNoteInTime(invoice, today);
    const [earlier] = await tx.select({ id: creditNotes.id }).from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId)).limit(1);
    if (earlier) throw ruleError(INVOICE_TEXT.cancelAfterNotes);
    await releaseInvoiceAllocations(tx, invoiceId);
    await tx.update(invoices).set({ status: 'Cancelled' }).where(eq(invoices.id, invoiceId));
    const note = await insertNote(tx, today, {
      kind: 'credit',
      reasonCode: 'cancellation',
      invoiceId,
      dealerId: invoice.dealerId,
      reason,
      taxableValue: invoice.taxableValue,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
      igst: invoice.igst,
      roundOff: invoice.roundOff,
      total: invoice.total,
      createdBy: actor.accountId,
    });
    const { number } = note;
    await postDealerLedger(tx, {
      dealerId: invoice.dealerId,
      entryDate: today,
      kind: 'credit_note',
      reference: number,
      description: `Cancels invoice ${invoice.number}`,
      cents: -toCents(invoice.total),
      invoiceId,
      creditNoteId: note.id,
      createdBy: actor.accountId,
    });
    await settleDealer(tx, invoice.dealerId);
    await recordAudit(tx, actor, {
      entity: 'credit_note',
      id: note.id,
      action: 'create',
      after: { number, invoice_id: invoiceId, dealer_id: invoice.dealerId, note_date: today, total: invoice.total, reason },
      note: `Cancels invoice ${invoice.number}`,
    });
    await recordAudit(tx, actor, {
      entity: 'invoice',
      id: invoiceId,
      action: 'status',
      before: { status: invoice.status },
      after: { status: 'Cancelled' },
      note: `Credit note ${number}: ${reason}`,
    });
    return note.id;
  });
  return getCreditNote(db, id, actor);
}

export type NoteRequest =
  | { kind: 'credit'; input: PartialCreditNoteInput }
  | { kind: 'debit'; input: DebitNoteInput };

/**
 * POST /billing/invoices/:id/credit-notes and /debit-notes: a note for part of an invoice (CGST s.34; docs/decisions/031,
 * "Notes"). Its lines refer to the invoice's lines and are taxed at their rate under the invoice's split (the same place
 * of supply and heads). A return credits quantity x the line's rate; a price change or discount a taxable amount.
 * Under the dealer's lock and the invoice's row lock: what remains on each line cannot be overdrawn by two notes at
 * once. The invoice's adjustment moves by the note's total (paid money beyond what it now asks goes back to the
 * payments as advances), the ledger gets the row, and the dealer's advances settle.
 */
export async function createNote(db: DbOrTx, invoiceId: number, request: NoteRequest, actor: Caller, today: string): Promise<CreditNote> {
  const { kind, input } = request;
  const id = await db.transaction(async (tx) => {
    const invoice = await lockInvoiceForNote(tx, invoiceId);
    if (invoice.status === 'Cancelled') throw ruleError(INVOICE_TEXT.noteOnCancelled);
    if (kind === 'credit') assertCreditNoteInTime(invoice, today);
    const invoiceLineRows = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
    const remaining = new Map((await remainingOfInvoice(tx, invoiceId)).map((line) => [line.lineNo, line]));
    const picked = input.lines.map((wanted, index) => {
      const line = invoiceLineRows.find((row) => row.lineNo === wanted.line_no);
      const left = remaining.get(wanted.line_no);
      if (!line || !left) throw fieldError(`lines.${index}.line_no`, INVOICE_TEXT.noteLineUnknown(wanted.line_no));
      const quantity = 'quantity' in wanted && wanted.quantity !== undefined ? wanted.quantity : 0;
      if (quantity > left.quantity) throw fieldError(`lines.${index}.quantity`, INVOICE_TEXT.quantityLeft(line.lineNo, left.quantity));
      const taxable = quantity > 0 ? toCents(line.rate) * BigInt(quantity) : toCents(wanted.amount!);
      if (kind === 'credit' && taxable > left.taxableCents) {
        throw fieldError(`lines.${index}.${quantity > 0 ? 'quantity' : 'amount'}`, INVOICE_TEXT.amountLeft(line.lineNo, formatRupees(formatCents(left.taxableCents))));
      }
      return { line, quantity, taxable };
    });
    const amounts = invoiceAmounts(
      picked.map((p) => ({ taxable: p.taxable, rate: p.line.gstRate })),
      invoice.taxSplit,
    );
    const asked = toCents(invoice.total) + toCents(invoice.adjustment);
    if (kind === 'credit' && amounts.total > asked) throw ruleError(INVOICE_TEXT.noteExceedsInvoice(formatRupees(formatCents(asked))));
    if (!moneyFits(asked + amounts.total)) throw fieldError('lines', moneyTooLargeMessage('The note'));
    const signed = kind === 'credit' ? -amounts.total : amounts.total;
    // Paid beyond what the invoice will ask: back to the payments as advances (newest payment first).
    const excess = toCents(invoice.amountPaid) - (asked + signed);
    if (excess > 0n) await releaseInvoiceExcess(tx, invoiceId, excess);
    await setInvoiceAdjustment(tx, invoiceId, formatCents(toCents(invoice.adjustment) + signed));

    const note = await insertNote(tx, today, {
      kind,
      reasonCode: input.reason_code,
      invoiceId,
      dealerId: invoice.dealerId,
      reason: input.reason,
      taxableValue: formatCents(amounts.taxable),
      cgst: formatCents(amounts.cgst),
      sgst: formatCents(amounts.sgst),
      igst: formatCents(amounts.igst),
      roundOff: formatCents(amounts.roundOff),
      total: formatCents(amounts.total),
      createdBy: actor.accountId,
    });
    const { number } = note;
    await tx.insert(creditNoteLines).values(
      picked.map(({ line, quantity }, index) => {
        const taxed = amounts.lines[index]!;
        return {
          noteId: note.id,
          invoiceId,
          lineNo: line.lineNo,
          description: line.description,
          hsnCode: line.hsnCode,
          quantity,
          unit: line.unit,
          rate: line.rate,
          taxableValue: formatCents(taxed.taxable),
          gstRate: line.gstRate,
          cgst: formatCents(taxed.cgst),
          sgst: formatCents(taxed.sgst),
          igst: formatCents(taxed.igst),
          total: formatCents(taxed.taxable + taxed.cgst + taxed.sgst + taxed.igst),
        };
      }),
    );
    const description = `${noteReasonLabel(input.reason_code)}, invoice ${invoice.number}`;
    await postDealerLedger(tx, {
      dealerId: invoice.dealerId,
      entryDate: today,
      kind: kind === 'credit' ? 'credit_note' : 'debit_note',
      reference: number,
      description,
      cents: signed,
      invoiceId,
      creditNoteId: note.id,
      createdBy: actor.accountId,
    });
    await settleDealer(tx, invoice.dealerId);
    await recordAudit(tx, actor, {
      entity: kind === 'credit' ? 'credit_note' : 'debit_note',
      id: note.id,
      action: 'create',
      after: { number, invoice_id: invoiceId, dealer_id: invoice.dealerId, note_date: today, total: formatCents(amounts.total), reason_code: input.reason_code, reason: input.reason },
      note: description,
    });
    return note.id;
  });
  return getCreditNote(db, id, actor);
}

/** What a note's row in the list shows, selected in the answer's keys; the note's detail adds to it. */
const listColumns = {
  id: creditNotes.id,
  kind: creditNotes.kind,
  reason_code: creditNotes.reasonCode,
  number: creditNotes.number,
  note_date: creditNotes.noteDate,
  invoice_id: creditNotes.invoiceId,
  invoice_number: invoices.number,
  dealer_id: creditNotes.dealerId,
  dealer_name: accounts.fullName,
  reason: creditNotes.reason,
  total: creditNotes.total,
};

function newestFirst(db: DbOrTx, where: SQL | undefined, limit: number) {
  const read = db.select(listColumns).from(creditNotes).innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId)).$dynamic();
  return joinDealerAccount(read, creditNotes.dealerId).where(where).orderBy(desc(creditNotes.id)).limit(limit);
}

/** The conditions of the notes list's filters and search, shared by its page and its totals. */
async function noteListWhere(db: DbOrTx, query: CreditNoteListQuery, actor: Caller) {
  const dealerId = await dealerScope(db, actor, query.dealer);
  const terms = searchTerms(query.search);
  // Notes are few beside invoices: their number is searched without a trigram index of its own.
  const search: SQL[] = terms ? [ilike(creditNotes.number, terms.pattern), inIds(creditNotes.dealerId, await dealerIdsNamed(db, terms.pattern))] : [];
  const filter = and(
    dealerId !== undefined ? eq(creditNotes.dealerId, dealerId) : undefined,
    query.kind ? eq(creditNotes.kind, query.kind) : undefined,
    query.from ? gte(creditNotes.noteDate, query.from) : undefined,
    query.to ? lte(creditNotes.noteDate, query.to) : undefined,
  );
  return { filter, search, where: and(filter, or(...search)) };
}

/** GET /billing/credit-notes: credit and debit notes newest first (?kind= one of them), by dealer, searched by number or dealer name; a dealer sees its own. */
export async function listCreditNotes(db: DbOrTx, query: CreditNoteListQuery, actor: Caller): Promise<PagedQuery<CreditNoteListItem>> {
  const { filter, search, where } = await noteListWhere(db, query, actor);
  return {
    ...cappedCounter(db, () => disjointArms((arm) => db.select({ id: creditNotes.id }).from(creditNotes).where(arm), filter, search), {
      search: search.length > 0,
    }),
    rows: (limit, offset) => newestFirst(db, where, limit).offset(offset),
    rowsAfter: (limit, last) => newestFirst(db, and(where, lt(creditNotes.id, last.id)), limit),
  };
}

/**
 * GET /billing/credit-notes/totals: the count, taxable value, tax and total of what the list's filters and search select,
 * in one aggregate over the dealer or date index (issue 48 point 4). Signed as the list shows them and the sales
 * register counts them: a credit note takes away, a debit note adds; a bounced cheque's charges add to the total only,
 * outside GST.
 */
export async function noteTotals(db: DbOrTx, query: CreditNoteListQuery, actor: Caller): Promise<NoteTotals> {
  const { where } = await noteListWhere(db, query, actor);
  const sum = (column: SQL) => sql<string>`coalesce(sum(case when ${creditNotes.kind} = 'credit' then -(${column}) else ${column} end), 0)::numeric(16,2)::text`;
  const [row] = await db
    .select(taxSums(creditNotes, sum))
    .from(creditNotes)
    .where(where);
  return row!;
}

/** GET /billing/credit-notes/:id (credit and debit notes): the note with its invoice's parties and its lines; 404 for a foreign one. */
export async function getCreditNote(db: DbOrTx, id: number, actor: Caller): Promise<CreditNote> {
  const read = db
    .select({ ...listColumns, note: creditNotes, invoice: invoices, paymentId: payments.id })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .leftJoin(payments, eq(payments.bankChargesNoteId, creditNotes.id))
    .$dynamic();
  const [found] = await joinDealerAccount(read, creditNotes.dealerId).where(eq(creditNotes.id, id));
  const { note, invoice, paymentId, ...listItem } = await visibleToActor(db, actor, found);
  return {
    ...listItem,
    financial_year: note.financialYear,
    invoice_date: invoice.invoiceDate,
    ...partiesOfInvoice(invoice),
    // A cancellation credits the invoice line for line; any other note has its own lines.
    lines: note.reasonCode === 'cancellation' ? await linesOfInvoice(db, invoice.id) : await linesOfNote(db, note.id),
    taxable_value: note.taxableValue,
    cgst: note.cgst,
    sgst: note.sgst,
    igst: note.igst,
    round_off: note.roundOff,
    charges: note.charges,
    payment_id: paymentId,
    total_in_words: amountInIndianWords(note.total),
    created_at: note.createdAt.toISOString(),
  };
}
