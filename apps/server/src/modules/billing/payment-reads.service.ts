import { and, asc, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { amountInIndianWords } from '@steelworks/contract/common/amount-words';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { Receipt } from '@steelworks/contract/vouchers';
import { voucherCompany, voucherDealer } from './voucher-parties.service';
import {
  ACCOUNT_TEXT,
  tdsQuarterOf,
  type Payment,
  type PaymentListItem,
  type PaymentMode,
  type PaymentStatus,
  type PaymentTotals,
  type PostDatedCheques,
} from '@steelworks/contract/dealer-account';
import type { DbOrTx } from '../../db/client';
import { ruleError } from '../../lib/app-error';
import { cappedCounter, disjointArms, inIds, searchTerms, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { joinDealerAccount } from '../dealer/dealer-account.join';
import { dealerIdsNamed, dealerScope, visibleToActor } from './billing-scope';
import { creditNotes, invoices } from './invoice.table';
import { paymentAllocations, payments, receipts } from './payment.table';
import type { Caller } from '../../lib/caller';

/** Payments received (issue 31 point 3): the list and a payment's detail; a dealer reads only its own. */

/** What a payment's row in the list shows, selected in the answer's keys; toPaymentListItem adds what it computes. */
const listColumns = {
  id: payments.id,
  dealer_id: payments.dealerId,
  dealer_name: accounts.fullName,
  amount: payments.amount,
  received_on: payments.receivedOn,
  mode: payments.mode,
  cheque_number: payments.chequeNumber,
  cheque_date: payments.chequeDate,
  cheque_bank: payments.chequeBank,
  reference: payments.reference,
  allocated: payments.allocated,
  status: payments.status,
  tds_amount: payments.tdsAmount,
  tds_section: payments.tdsSection,
  refunded: payments.refunded,
  receipt_number: receipts.number,
};
type Nullable = 'tds_section' | 'cheque_date' | 'receipt_number';
type ListRow = { [K in Exclude<keyof typeof listColumns, Nullable>]: (typeof listColumns)[K]['_']['data'] } & { [K in Nullable]: string | null };

/** A post-dated cheque, written as payments_post_dated_idx's predicate so that the reads below use that index. */
export const paymentIsPostDated = eq(payments.status, 'Post-dated');

export function toPaymentListItem(row: ListRow): PaymentListItem {
  return {
    ...row,
    // A reversed payment keeps nothing: its allocations were released and its amount debited back.
    unallocated:
      row.status === 'Received' ? formatCents(toCents(row.amount) + toCents(row.tds_amount) - toCents(row.allocated) - toCents(row.refunded)) : '0.00',
    tds_quarter: toCents(row.tds_amount) > 0n ? tdsQuarterOf(row.received_on) : null,
  };
}

/** Payments with what their list rows show (toPaymentListItem): the dealer's name, the receipt (none while post-dated). */
export function selectPayments(db: DbOrTx) {
  return joinDealerAccount(db.select(listColumns).from(payments).leftJoin(receipts, eq(receipts.paymentId, payments.id)).$dynamic(), payments.dealerId);
}

/**
 * The search's arms (see `disjointArms`): the dealers whose name matches are read first and their payments asked for
 * by value through payments_dealer_idx; then the reference and the cheque number as typed.
 */
async function searchArms(db: DbOrTx, search: string): Promise<SQL[]> {
  const terms = searchTerms(search);
  if (!terms) return [];
  return [
    inIds(payments.dealerId, await dealerIdsNamed(db, terms.pattern)),
    or(ilike(payments.chequeNumber, terms.pattern), ilike(payments.reference, terms.pattern))!,
  ];
}

export type PaymentListFilter = { search?: string; dealer?: number; mode?: PaymentMode; status?: PaymentStatus; from?: string; to?: string };

async function paymentFilter(db: DbOrTx, query: PaymentListFilter, actor: Caller) {
  const dealerId = await dealerScope(db, actor, query.dealer);
  return and(
    dealerId !== undefined ? eq(payments.dealerId, dealerId) : undefined,
    query.mode ? eq(payments.mode, query.mode) : undefined,
    query.status ? eq(payments.status, query.status) : undefined,
    query.from ? gte(payments.receivedOn, query.from) : undefined,
    query.to ? lte(payments.receivedOn, query.to) : undefined,
  );
}

/** GET /billing/payments/totals: the count and sums of what the list's filters and search select, in one aggregate. */
export async function paymentTotals(db: DbOrTx, query: PaymentListFilter, actor: Caller): Promise<PaymentTotals> {
  const where = and(await paymentFilter(db, query, actor), or(...(await searchArms(db, query.search ?? ''))));
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${payments.amount}), 0)::numeric(16,2)::text`,
      tds: sql<string>`coalesce(sum(${payments.tdsAmount}), 0)::numeric(16,2)::text`,
    })
    .from(payments)
    .where(where);
  return row!;
}

/**
 * GET /billing/payments: newest first, by dealer, mode and a period of receipt dates, searchable by reference, cheque
 * number or dealer name.
 */
export async function listPayments(db: DbOrTx, query: PaymentListFilter, actor: Caller): Promise<PagedQuery<PaymentListItem>> {
  const filter = await paymentFilter(db, query, actor);
  const search = await searchArms(db, query.search ?? '');
  const where = and(filter, or(...search));
  const newestFirst = (condition: SQL | undefined, limit: number) => selectPayments(db).where(condition).orderBy(desc(payments.id)).limit(limit);
  return {
    ...cappedCounter(db, () => disjointArms((arm) => db.select({ id: payments.id }).from(payments).where(arm), filter, search), {
      estimateFirst: search.length === 0,
      search: search.length > 0,
    }),
    rows: async (limit, offset) => (await newestFirst(where, limit).offset(offset)).map(toPaymentListItem),
    rowsAfter: async (limit, last) => (await newestFirst(and(where, lt(payments.id, last.id)), limit)).map(toPaymentListItem),
  };
}

/** GET /billing/payments/:id: with what it pays on each invoice now (a reversed payment pays nothing). */
export async function getPayment(db: DbOrTx, id: number, actor: Caller): Promise<Payment> {
  const read = db
    .select({
      ...listColumns,
      note: payments.note,
      reversedOn: payments.reversedOn,
      reversalReason: payments.reversalReason,
      createdAt: payments.createdAt,
      chargesNoteId: creditNotes.id,
      chargesNoteNumber: creditNotes.number,
      chargesNoteTotal: creditNotes.total,
    })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .leftJoin(creditNotes, eq(creditNotes.id, payments.bankChargesNoteId))
    .$dynamic();
  const [found] = await joinDealerAccount(read, payments.dealerId).where(eq(payments.id, id));
  const { note, reversedOn, reversalReason, createdAt, chargesNoteId, chargesNoteNumber, chargesNoteTotal, ...listed } = await visibleToActor(db, actor, found);
  const allocations = await db
    .select({ invoice_id: paymentAllocations.invoiceId, invoice_number: invoices.number, amount: sql<string>`sum(${paymentAllocations.amount})::numeric(14,2)::text` })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(eq(paymentAllocations.paymentId, id))
    .groupBy(paymentAllocations.invoiceId, invoices.number)
    .having(sql`sum(${paymentAllocations.amount}) > 0`)
    .orderBy(asc(sql`min(${paymentAllocations.id})`));
  return {
    ...toPaymentListItem(listed),
    note,
    allocations,
    reversed_on: reversedOn,
    reversal_reason: reversalReason,
    bank_charges_note: chargesNoteId === null ? null : { id: chargesNoteId, number: chargesNoteNumber!, total: chargesNoteTotal! },
    created_at: createdAt.toISOString(),
  };
}

/**
 * GET /billing/payments/post-dated: the office's card of cheques dated after today, read by payments_post_dated_idx
 * (only the waiting ones are in it): how many, their sum, and the next few by date.
 */
export async function postDatedCheques(db: DbOrTx, limit = 5): Promise<PostDatedCheques> {
  const [totals, next] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${payments.amount}), 0)::numeric(16,2)::text` })
      .from(payments)
      .where(paymentIsPostDated),
    selectPayments(db).where(paymentIsPostDated).orderBy(asc(payments.chequeDate), asc(payments.id)).limit(limit),
  ]);
  return { count: totals[0]!.count, amount: totals[0]!.amount, next: next.map(toPaymentListItem) };
}

/**
 * GET /billing/payments/:id/receipt: the receipt voucher (CGST rule 50) of a payment, with who issues it (the company
 * settings of today) and who paid. A dealer reads only its own.
 */
export async function getReceipt(db: DbOrTx, id: number, actor: Caller): Promise<Receipt> {
  const payment = await getPayment(db, id, actor);
  const [receipt] = await db.select().from(receipts).where(eq(receipts.paymentId, id));
  if (!receipt) throw ruleError(ACCOUNT_TEXT.postDatedNoReceipt);
  const [company, dealer] = await Promise.all([voucherCompany(db), voucherDealer(db, payment.dealer_id)]);
  return { number: receipt!.number, date: receipt!.receiptDate, company, dealer, payment, amount_words: amountInIndianWords(payment.amount) };
}
