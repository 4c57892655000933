import { and, asc, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { amountInIndianWords } from '@steelworks/contract/common/amount-words';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { stateName } from '@steelworks/contract/billing';
import { sellerWithDefaults, type Invoice, type InvoiceLine, type InvoiceListItem, type InvoiceTotals } from '@steelworks/contract/invoice';
import type { z } from 'zod';
import type { invoiceListQuerySchema } from '@steelworks/contract/invoice';
import type { DbOrTx } from '../../db/client';
import { cappedCounter, disjointArms, inIds, searchTerms, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { joinDealerAccount } from '../dealer/dealer-account.join';
import { orders } from '../order/order.table';
import { dealerIdsNamed, dealerScope, visibleToActor } from './billing-scope';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from './invoice.table';
import { taxSums } from './tax-sums';
import { paymentAllocations, payments } from './payment.table';
import type { RowOf } from '../../lib/row-of';
import type { Caller } from '../../lib/caller';

export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Days past the due date of an Open invoice that is overdue today, else null. */
function daysOverdue(status: string, dueDate: string, today: string): number | null {
  return status === 'Open' && dueDate < today ? daysBetween(dueDate, today) : null;
}

const rowColumns = {
  id: invoices.id,
  number: invoices.number,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  orderId: invoices.orderId,
  orderAutoId: orders.autoId,
  dealerId: invoices.dealerId,
  dealerName: accounts.fullName,
  total: invoices.total,
  adjustment: invoices.adjustment,
  amountPaid: invoices.amountPaid,
  status: invoices.status,
};
type RowData = RowOf<typeof rowColumns>;

export function toInvoiceListItem(row: RowData, today: string): InvoiceListItem {
  return {
    id: row.id,
    number: row.number,
    invoice_date: row.invoiceDate,
    due_date: row.dueDate,
    order_id: row.orderId,
    order_auto_id: row.orderAutoId,
    dealer_id: row.dealerId,
    dealer_name: row.dealerName,
    total: row.total,
    amount_paid: row.amountPaid,
    // A cancelled invoice owes nothing: the credit note reversed it. Partial notes move what it asks (adjustment).
    balance_due: row.status === 'Cancelled' ? '0.00' : formatCents(toCents(row.total) + toCents(row.adjustment) - toCents(row.amountPaid)),
    status: row.status,
    days_overdue: daysOverdue(row.status, row.dueDate, today),
  };
}

/** Invoices with what their list rows show (toInvoiceListItem): the order's number and the dealer's name. */
export function selectInvoiceRows(db: DbOrTx) {
  return joinDealerAccount(db.select(rowColumns).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).$dynamic(), invoices.dealerId);
}

function newestFirst(db: DbOrTx, where: SQL | undefined, limit: number) {
  return selectInvoiceRows(db).where(where).orderBy(desc(invoices.id)).limit(limit);
}

/** The conditions of the invoice list's filters and search, shared by its page and its totals. */
async function invoiceListWhere(db: DbOrTx, query: InvoiceListQuery, actor: Caller, today: string) {
  const dealerId = await dealerScope(db, actor, query.dealer);
  const terms = searchTerms(query.search);
  const search: SQL[] = terms ? [ilike(invoices.number, terms.pattern), inIds(invoices.dealerId, await dealerIdsNamed(db, terms.pattern))] : [];
  const status =
    query.status === 'Overdue'
      ? and(eq(invoices.status, 'Open'), lt(invoices.dueDate, today))
      : query.status
        ? eq(invoices.status, query.status)
        : undefined;
  const filter = and(
    status,
    dealerId !== undefined ? eq(invoices.dealerId, dealerId) : undefined,
    query.order !== undefined ? eq(invoices.orderId, query.order) : undefined,
    query.from ? gte(invoices.invoiceDate, query.from) : undefined,
    query.to ? lte(invoices.invoiceDate, query.to) : undefined,
  );
  return { filter, search, where: and(filter, or(...search)) };
}

/**
 * GET /billing/invoices: newest first; a status tab (Overdue: Open and past its due date today), a dealer, an order,
 * a period of invoice dates; searched by number (trigram index) or dealer name. A dealer sees only its own.
 */
export async function listInvoices(db: DbOrTx, query: InvoiceListQuery, actor: Caller, today: string): Promise<PagedQuery<InvoiceListItem>> {
  const { filter, search, where } = await invoiceListWhere(db, query, actor, today);
  return {
    ...cappedCounter(db, () => disjointArms((arm) => db.select({ id: invoices.id }).from(invoices).where(arm), filter, search), {
      estimateFirst: search.length === 0 && query.order === undefined,
      search: search.length > 0,
    }),
    rows: async (limit, offset) => (await newestFirst(db, where, limit).offset(offset)).map((row) => toInvoiceListItem(row, today)),
    rowsAfter: async (limit, last) => (await newestFirst(db, and(where, lt(invoices.id, last.id)), limit)).map((row) => toInvoiceListItem(row, today)),
  };
}

/**
 * GET /billing/invoices/totals: the count and sums of what the list's filters select, in one aggregate (the dealer and
 * date indexes serve it). A cancelled invoice counts, but adds nothing to what is owed.
 */
export async function invoiceTotals(db: DbOrTx, query: InvoiceListQuery, actor: Caller, today: string): Promise<InvoiceTotals> {
  const { where } = await invoiceListWhere(db, query, actor, today);
  const sum = (column: SQL) => sql<string>`coalesce(sum(${column}), 0)::numeric(16,2)::text`;
  const [row] = await db
    .select({
      ...taxSums(invoices, sum),
      paid: sum(sql`${invoices.amountPaid}`),
      balance: sum(sql`case when ${invoices.status} = 'Cancelled' then 0 else ${invoices.total} + ${invoices.adjustment} - ${invoices.amountPaid} end`),
    })
    .from(invoices)
    .where(where);
  return row!;
}

/** An invoice's lines as the contract writes them. */
export async function linesOfInvoice(db: DbOrTx, invoiceId: number): Promise<InvoiceLine[]> {
  const rows = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.lineNo));
  return rows.map(toInvoiceLine);
}

/** A note's lines, printed like an invoice's (line_no is the invoice's line). */
export async function linesOfNote(db: DbOrTx, noteId: number): Promise<InvoiceLine[]> {
  const rows = await db.select().from(creditNoteLines).where(eq(creditNoteLines.noteId, noteId)).orderBy(asc(creditNoteLines.lineNo));
  return rows.map(toInvoiceLine);
}

function toInvoiceLine(line: typeof invoiceLines.$inferSelect | typeof creditNoteLines.$inferSelect): InvoiceLine {
  return {
    line_no: line.lineNo,
    description: line.description,
    hsn_code: line.hsnCode,
    quantity: line.quantity,
    unit: line.unit,
    rate: line.rate,
    taxable_value: line.taxableValue,
    gst_rate: line.gstRate,
    cgst: line.cgst,
    sgst: line.sgst,
    igst: line.igst,
    total: line.total,
  };
}

/** What an invoice and each of its notes show of the invoice: the parties, the place of supply and the tax split. */
export function partiesOfInvoice(invoice: typeof invoices.$inferSelect) {
  return {
    seller: sellerWithDefaults(invoice.seller),
    buyer: invoice.buyer,
    ship_to: invoice.shipTo,
    place_of_supply: invoice.placeOfSupply,
    place_of_supply_name: stateName(invoice.placeOfSupply),
    tax_split: invoice.taxSplit,
  };
}

/** GET /billing/invoices/:id: the whole document with its lines, payments and credit note; 404 for a foreign one. */
export async function getInvoice(db: DbOrTx, id: number, actor: Caller, today: string): Promise<Invoice> {
  const read = db.select({ ...rowColumns, invoice: invoices }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).$dynamic();
  const [found] = await joinDealerAccount(read, invoices.dealerId).where(eq(invoices.id, id));
  const head = await visibleToActor(db, actor, found);
  const [lines, allocations, notes, remaining] = await Promise.all([
    linesOfInvoice(db, id),
    db
      .select({
        payment_id: payments.id,
        received_on: payments.receivedOn,
        mode: payments.mode,
        amount: sql<string>`sum(${paymentAllocations.amount})::numeric(14,2)::text`,
      })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .where(eq(paymentAllocations.invoiceId, id))
      .groupBy(payments.id)
      .having(sql`sum(${paymentAllocations.amount}) > 0`)
      .orderBy(asc(payments.receivedOn), asc(payments.id)),
    db.select().from(creditNotes).where(eq(creditNotes.invoiceId, id)).orderBy(asc(creditNotes.id)),
    remainingOfInvoice(db, id),
  ]);
  const creditNote = notes.find((note) => note.reasonCode === 'cancellation');
  const invoice = head.invoice;
  return {
    ...toInvoiceListItem(head, today),
    financial_year: invoice.financialYear,
    ...partiesOfInvoice(invoice),
    lines,
    taxable_value: invoice.taxableValue,
    cgst: invoice.cgst,
    sgst: invoice.sgst,
    igst: invoice.igst,
    round_off: invoice.roundOff,
    total: invoice.total,
    total_in_words: amountInIndianWords(invoice.total),
    bank: invoice.bank,
    allocations,
    credit_note: creditNote ? { id: creditNote.id, number: creditNote.number, note_date: creditNote.noteDate, reason: creditNote.reason } : null,
    notes: notes.map((note) => ({
      id: note.id,
      number: note.number,
      note_date: note.noteDate,
      reason: note.reason,
      kind: note.kind,
      reason_code: note.reasonCode,
      total: note.total,
    })),
    remaining: remaining.map((line) => ({ line_no: line.lineNo, quantity: line.quantity, taxable_value: formatCents(line.taxableCents) })),
    adjustment: invoice.adjustment,
    created_at: invoice.createdAt.toISOString(),
  };
}

/**
 * What is left on each line of an invoice after its notes (docs/decisions/031, "Notes"): the quantity not yet returned
 * and the taxable value not yet credited (debit notes add to it). Read by the invoice's index of note lines; inside a
 * note's transaction the invoice row lock makes it stable.
 */
export async function remainingOfInvoice(db: DbOrTx, invoiceId: number) {
  const [lines, noted] = await Promise.all([
    db
      .select({ lineNo: invoiceLines.lineNo, quantity: invoiceLines.quantity, taxable: invoiceLines.taxableValue })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId))
      .orderBy(asc(invoiceLines.lineNo)),
    db
      .select({
        lineNo: creditNoteLines.lineNo,
        returned: sql<string>`coalesce(sum(case when ${creditNotes.reasonCode} = 'return' then ${creditNoteLines.quantity} end), 0)::text`,
        net: sql<string>`sum(case when ${creditNotes.kind} = 'debit' then ${creditNoteLines.taxableValue} else -${creditNoteLines.taxableValue} end)::numeric(14,2)::text`,
      })
      .from(creditNoteLines)
      .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.noteId))
      .where(eq(creditNoteLines.invoiceId, invoiceId))
      .groupBy(creditNoteLines.lineNo),
  ]);
  const byLine = new Map(noted.map((row) => [row.lineNo, row]));
  return lines.map((line) => {
    const note = byLine.get(line.lineNo);
    return {
      lineNo: line.lineNo,
      quantity: line.quantity - Number(note?.returned ?? 0),
      taxableCents: toCents(line.taxable) + (note ? toCents(note.net) : 0n),
    };
  });
}
