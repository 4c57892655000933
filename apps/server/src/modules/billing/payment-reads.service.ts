import { and, asc, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { Payment, PaymentListItem, PaymentMode } from '@steelworks/contract/dealer-account';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { cappedCounter, disjointArms, inIds, searchTerms, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../account/account.table';
import { dealers } from '../dealer/dealer.table';
import type { OrderActor } from '../order/order-rows';
import { checkDealerVisible, dealerIdsNamed, dealerScope } from './billing-scope';
import { invoices } from './invoice.table';
import { paymentAllocations, payments } from './payment.table';

/** Payments received (issue 31 point 3): the list and a payment's detail; a dealer reads only its own. */

const listColumns = {
  id: payments.id,
  dealerId: payments.dealerId,
  dealerName: accounts.fullName,
  amount: payments.amount,
  receivedOn: payments.receivedOn,
  mode: payments.mode,
  chequeNumber: payments.chequeNumber,
  reference: payments.reference,
  allocated: payments.allocated,
  status: payments.status,
};
type ListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] };

export function toPaymentListItem(row: ListRow): PaymentListItem {
  return {
    id: row.id,
    dealer_id: row.dealerId,
    dealer_name: row.dealerName,
    amount: row.amount,
    received_on: row.receivedOn,
    mode: row.mode,
    cheque_number: row.chequeNumber,
    reference: row.reference,
    allocated: row.allocated,
    // A reversed payment keeps nothing: its allocations were released and its amount debited back.
    unallocated: row.status === 'Received' ? formatCents(toCents(row.amount) - toCents(row.allocated)) : '0.00',
    status: row.status,
  };
}

/** Payments with what their list rows show (toPaymentListItem): the dealer's name. */
export function selectPayments(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(payments)
    .innerJoin(dealers, eq(dealers.id, payments.dealerId))
    .innerJoin(accounts, eq(accounts.id, dealers.accountId));
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

export type PaymentListFilter = { search?: string; dealer?: number; mode?: PaymentMode };

/** GET /billing/payments: newest first, by dealer and mode, searchable by reference, cheque number or dealer name. */
export async function listPayments(db: DbOrTx, query: PaymentListFilter, actor: OrderActor): Promise<PagedQuery<PaymentListItem>> {
  const dealerId = await dealerScope(db, actor, query.dealer);
  const filter = and(dealerId !== undefined ? eq(payments.dealerId, dealerId) : undefined, query.mode ? eq(payments.mode, query.mode) : undefined);
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
export async function getPayment(db: DbOrTx, id: number, actor: OrderActor): Promise<Payment> {
  const [row] = await db
    .select({ ...listColumns, note: payments.note, reversedOn: payments.reversedOn, reversalReason: payments.reversalReason, createdAt: payments.createdAt })
    .from(payments)
    .innerJoin(dealers, eq(dealers.id, payments.dealerId))
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(eq(payments.id, id));
  if (!row) throw notFound();
  await checkDealerVisible(db, actor, row.dealerId);
  const allocations = await db
    .select({ invoiceId: paymentAllocations.invoiceId, number: invoices.number, net: sql<string>`sum(${paymentAllocations.amount})::numeric(14,2)::text` })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(eq(paymentAllocations.paymentId, id))
    .groupBy(paymentAllocations.invoiceId, invoices.number)
    .having(sql`sum(${paymentAllocations.amount}) > 0`)
    .orderBy(asc(sql`min(${paymentAllocations.id})`));
  return {
    ...toPaymentListItem(row),
    note: row.note,
    allocations: allocations.map((a) => ({ invoice_id: a.invoiceId, invoice_number: a.number, amount: a.net })),
    reversed_on: row.reversedOn,
    reversal_reason: row.reversalReason,
    created_at: row.createdAt.toISOString(),
  };
}
