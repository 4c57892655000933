import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { PAYABLE_BUCKETS, type PayablesSummary, type SupplierAccount } from '@steelworks/contract/payables';
import type { DbOrTx } from '../../db/client';
import { supplierBills, supplierLedger, supplierPayments } from './payables.table';
import { goodsReceipts, purchaseOrders, suppliers } from './purchase.table';
import { billAnswer, billSelect, billDueCents } from './supplier-bill-reads.service';
import { ledgerAnswer, paymentAnswer } from './supplier-payment-reads.service';
import { findSupplier } from './supplier.service';
import { supplierBalanceCents } from './supplier-ledger.service';

type Bucket = (typeof PAYABLE_BUCKETS)[number];
const due = sql`(${supplierBills.total} - ${supplierBills.tds} - ${supplierBills.paid} - ${supplierBills.debited})`;
const sumText = (expression: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${expression}), 0)::numeric(14,2)::text`;

/** The ageing bucket of a bill by the days since it fell due (not yet due: current). */
function bucketSql(today: string) {
  // Inlined, not a parameter: the GROUP BY must see the very expression of the SELECT. `today` is the server's day.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error('today must be YYYY-MM-DD');
  const late = sql`(${sql.raw(`'${today}'`)}::date - ${supplierBills.dueDate})`;
  return sql<Bucket>`case when ${late} <= 0 then 'current' when ${late} <= 30 then '1_30' when ${late} <= 60 then '31_60' when ${late} <= 90 then '61_90' else 'over_90' end`;
}

const emptyBuckets = () => Object.fromEntries(PAYABLE_BUCKETS.map((b) => [b, 0n])) as Record<Bucket, bigint>;
const bucketsText = (b: Record<Bucket, bigint>) => Object.fromEntries(PAYABLE_BUCKETS.map((k) => [k, formatCents(b[k])])) as Record<Bucket, string>;

/**
 * GET /purchase/payables: what the shop owes, aged by due date, per supplier (most owed first, at most 50) and the
 * bills due within 7 days (overdue ones first). Reads only Open bills (a partial index by due date), grouped in SQL.
 */
export async function getPayablesSummary(db: DbOrTx, today: string): Promise<PayablesSummary> {
  const bucket = bucketSql(today);
  const rows = await db
    .select({ supplier: supplierBills.supplierId, name: suppliers.name, bucket, sum: sumText(due) })
    .from(supplierBills)
    .innerJoin(suppliers, eq(suppliers.id, supplierBills.supplierId))
    .where(eq(supplierBills.status, 'Open'))
    .groupBy(supplierBills.supplierId, suppliers.name, bucket);
  const total = emptyBuckets();
  const bySupplier = new Map<number, { name: string; buckets: Record<Bucket, bigint> }>();
  for (const row of rows) {
    const cents = toCents(row.sum);
    total[row.bucket] += cents;
    const entry = bySupplier.get(row.supplier) ?? { name: row.name, buckets: emptyBuckets() };
    entry.buckets[row.bucket] += cents;
    bySupplier.set(row.supplier, entry);
  }
  const sumOf = (b: Record<Bucket, bigint>) => PAYABLE_BUCKETS.reduce((s, k) => s + b[k], 0n);
  const overdueOf = (b: Record<Bucket, bigint>) => sumOf(b) - b.current;
  const weekEnd = addDaysTo(today, 7);
  const dueRows = await db
    .select(billSelect)
    .from(supplierBills)
    .innerJoin(suppliers, eq(suppliers.id, supplierBills.supplierId))
    .where(and(eq(supplierBills.status, 'Open'), sql`${supplierBills.dueDate} <= ${weekEnd}`))
    .orderBy(asc(supplierBills.dueDate), asc(supplierBills.id))
    .limit(100);
  const dueBills = dueRows.map((row) => billAnswer(row.bill, row.supplier));
  return {
    outstanding: formatCents(sumOf(total)),
    overdue: formatCents(overdueOf(total)),
    due_this_week: formatCents(dueRows.filter((row) => row.bill.dueDate >= today).reduce((s, row) => s + billDueCents(row.bill), 0n)),
    buckets: bucketsText(total),
    suppliers: [...bySupplier.entries()]
      .map(([supplier, entry]) => ({ supplier, name: entry.name, outstanding: sumOf(entry.buckets), overdue: overdueOf(entry.buckets), buckets: entry.buckets }))
      .sort((a, b) => (b.outstanding > a.outstanding ? 1 : b.outstanding < a.outstanding ? -1 : a.supplier - b.supplier))
      .slice(0, 50)
      .map((s) => ({ ...s, outstanding: formatCents(s.outstanding), overdue: formatCents(s.overdue), buckets: bucketsText(s.buckets) })),
    due_bills: dueBills,
  };
}

/**
 * GET /purchase/suppliers/:id/account: the supplier's balance and overdue, its latest documents (orders, receipts,
 * bills, payments: 20 of each) and its last 50 ledger rows, oldest first, with their running balance.
 */
export async function getSupplierAccount(db: DbOrTx, id: number, today: string): Promise<SupplierAccount> {
  const supplier = await findSupplier(db, id);
  const [orders, receipts, bills, payments, ledger, overdue] = await Promise.all([
    db
      .select({ id: purchaseOrders.id, number: purchaseOrders.number, status: purchaseOrders.status, order_date: purchaseOrders.orderDate, total: purchaseOrders.total })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.supplierId, id))
      .orderBy(desc(purchaseOrders.id))
      .limit(20),
    db
      .select({ id: goodsReceipts.id, number: goodsReceipts.number, received_on: goodsReceipts.receivedOn, value: goodsReceipts.value })
      .from(goodsReceipts)
      .where(eq(goodsReceipts.supplierId, id))
      .orderBy(desc(goodsReceipts.id))
      .limit(20),
    db.select().from(supplierBills).where(eq(supplierBills.supplierId, id)).orderBy(desc(supplierBills.billDate), desc(supplierBills.id)).limit(20),
    db.select().from(supplierPayments).where(eq(supplierPayments.supplierId, id)).orderBy(desc(supplierPayments.paidOn), desc(supplierPayments.id)).limit(20),
    db.select().from(supplierLedger).where(eq(supplierLedger.supplierId, id)).orderBy(desc(supplierLedger.seq)).limit(50),
    db
      .select({ sum: sumText(due) })
      .from(supplierBills)
      .where(and(eq(supplierBills.supplierId, id), inArray(supplierBills.status, ['Open']), sql`${supplierBills.dueDate} < ${today}`)),
  ]);
  return {
    supplier: id,
    balance: formatCents(await supplierBalanceCents(db, id)),
    overdue: overdue[0]!.sum,
    orders,
    receipts,
    bills: bills.map((b) => billAnswer(b, supplier.name)),
    payments: payments.map((p) => paymentAnswer(p, supplier.name)),
    ledger: ledger.reverse().map(ledgerAnswer),
  };
}
