import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SupplierLedgerRow } from '@steelworks/contract/payables';
import type { SupplierPaymentDetail, SupplierPaymentListItem, SupplierPaymentListQuery } from '@steelworks/contract/supplier-payment';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { cappedCounter, disjointArms, inIds, olderThan, searchTerms, type PagedQuery } from '../../lib/paginate';
import { supplierBills, supplierLedger, supplierPaymentAllocations, supplierPayments } from './payables.table';
import { suppliers } from './purchase.table';
import { supplierIdsMatching } from './supplier.service';

/** Supplier payments read (issue 45 point 5, docs/decisions/052-supplier-payment-reversal.md): the list and one payment. */

type PaymentRow = typeof supplierPayments.$inferSelect;
type LedgerRow = typeof supplierLedger.$inferSelect;

export function paymentAnswer(row: PaymentRow, supplierName: string): SupplierPaymentListItem {
  return {
    id: row.id,
    supplier: row.supplierId,
    supplier_name: supplierName,
    amount: row.amount,
    allocated: row.allocated,
    paid_on: row.paidOn,
    mode: row.mode as SupplierPaymentListItem['mode'],
    cheque_number: row.chequeNumber,
    reference: row.reference,
    note: row.note,
    status: row.status as SupplierPaymentListItem['status'],
    reversed_on: row.reversedOn,
    reversal_reason: row.reversalReason,
  };
}

export function ledgerAnswer(row: LedgerRow): SupplierLedgerRow {
  return {
    id: row.id,
    entry_date: row.entryDate,
    kind: row.kind as SupplierLedgerRow['kind'],
    reference: row.reference,
    description: row.description,
    amount: row.amount,
    balance: row.balance,
  };
}

/** GET /purchase/payments/:id: what it put on each bill and what a reversal released, and the ledger rows it posted. */
export async function getSupplierPayment(db: DbOrTx, id: number): Promise<SupplierPaymentDetail> {
  const [row] = await db.select({ payment: supplierPayments, name: suppliers.name }).from(supplierPayments).innerJoin(suppliers, eq(suppliers.id, supplierPayments.supplierId)).where(eq(supplierPayments.id, id));
  if (!row) throw notFound();
  const money = (expression: SQL) => sql<string>`coalesce(sum(${expression}), 0)::numeric(14,2)::text`;
  const [allocations, ledger] = await Promise.all([
    db
      .select({
        bill: supplierPaymentAllocations.billId,
        number: supplierBills.number,
        amount: money(sql`greatest(${supplierPaymentAllocations.amount}, 0)`),
        released: money(sql`greatest(-${supplierPaymentAllocations.amount}, 0)`),
      })
      .from(supplierPaymentAllocations)
      .innerJoin(supplierBills, eq(supplierBills.id, supplierPaymentAllocations.billId))
      .where(eq(supplierPaymentAllocations.paymentId, id))
      .groupBy(supplierPaymentAllocations.billId, supplierBills.number)
      .orderBy(asc(sql`min(${supplierPaymentAllocations.id})`)),
    db.select().from(supplierLedger).where(eq(supplierLedger.paymentId, id)).orderBy(asc(supplierLedger.id)),
  ]);
  return { ...paymentAnswer(row.payment, row.name), allocations, ledger: ledger.map(ledgerAnswer) };
}

/**
 * The search's arms (see `disjointArms`): the suppliers it names (name, GSTIN or phone) are read first and their
 * payments asked for by value through supplier_payments_supplier_idx; then the reference and the cheque number as
 * typed (their trigram indexes).
 */
async function searchArms(db: DbOrTx, search: string): Promise<SQL[]> {
  const terms = searchTerms(search);
  if (!terms) return [];
  return [
    inIds(supplierPayments.supplierId, await supplierIdsMatching(db, terms.pattern)),
    or(ilike(supplierPayments.chequeNumber, terms.pattern), ilike(supplierPayments.reference, terms.pattern))!,
  ];
}

/**
 * GET /purchase/payments: newest payment date first, by supplier, mode, status and a range of dates; searched by
 * reference, cheque number or supplier name. One page read on (paid_on, id), or (supplier, paid_on, id) for one supplier.
 */
export async function listSupplierPayments(db: DbOrTx, query: SupplierPaymentListQuery): Promise<PagedQuery<SupplierPaymentListItem>> {
  const filter = and(
    query.supplier ? eq(supplierPayments.supplierId, query.supplier) : undefined,
    query.mode ? eq(supplierPayments.mode, query.mode) : undefined,
    query.status ? eq(supplierPayments.status, query.status) : undefined,
    query.from ? gte(supplierPayments.paidOn, query.from) : undefined,
    query.to ? lte(supplierPayments.paidOn, query.to) : undefined,
  );
  const search = await searchArms(db, query.search);
  const where = and(filter, or(...search));
  // A search finds its matches through their indexes first, then sorts them: ordered by the bare date, the planner
  // would walk the date index backwards for a small page and filter every payment for a rare cheque number (the
  // pattern is a parameter, so it expects dozens of matches; 47 ms at scale 1 against 1.3). `paid_on + 0` is the same
  // order that no index offers.
  const newest = search.length > 0 ? sql`${supplierPayments.paidOn} + 0` : supplierPayments.paidOn;
  const page = (condition: SQL | undefined, limit: number) =>
    db
      .select({ payment: supplierPayments, name: suppliers.name })
      .from(supplierPayments)
      .innerJoin(suppliers, eq(suppliers.id, supplierPayments.supplierId))
      .where(condition)
      .orderBy(desc(newest), desc(supplierPayments.id))
      .limit(limit);
  const answer = (rows: Array<{ payment: PaymentRow; name: string }>) => rows.map((row) => paymentAnswer(row.payment, row.name));
  return {
    ...cappedCounter(db, () => disjointArms((arm) => db.select({ id: supplierPayments.id }).from(supplierPayments).where(arm), filter, search), {
      estimateFirst: search.length === 0,
      search: search.length > 0,
    }),
    rows: async (limit, offset) => answer(await page(where, limit).offset(offset)),
    rowsAfter: async (limit, last) => answer(await page(and(where, olderThan(supplierPayments, supplierPayments.paidOn, supplierPayments.id, last.id)), limit)),
  };
}
