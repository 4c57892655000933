import { and, asc, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { fromMilli, toMilli } from '@steelworks/contract/common/quantity';
import { financialYearBounds, financialYearOf } from '@steelworks/contract/invoice';
import { PAYABLES_TEXT, type Billable, type SupplierBill, type SupplierBillDetail, type SupplierDebitNote } from '@steelworks/contract/payables';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { cappedCounter, disjointArms, inIds, searchTerms, type PagedQuery } from '../../lib/paginate';
import { getBillingSettings } from '../billing/billing-settings.service';
import { supplierBillLines, supplierBills, supplierDebitNotes, supplierPaymentAllocations, supplierPayments } from './payables.table';
import { goodsReceiptLines, goodsReceipts, purchaseOrders, suppliers } from './purchase.table';
import { findSupplier, supplierIdsMatching } from './supplier.service';

type BillRow = typeof supplierBills.$inferSelect;

export const billDueCents = (row: Pick<BillRow, 'total' | 'tds' | 'paid' | 'debited'>) =>
  toCents(row.total) - toCents(row.tds) - toCents(row.paid) - toCents(row.debited);

export function billAnswer(row: BillRow, supplierName: string): SupplierBill {
  return {
    id: row.id,
    supplier: row.supplierId,
    supplier_name: supplierName,
    number: row.number,
    bill_date: row.billDate,
    due_date: row.dueDate,
    taxable: row.taxable,
    cgst: row.cgst,
    sgst: row.sgst,
    igst: row.igst,
    total: row.total,
    tds: row.tds,
    paid: row.paid,
    debited: row.debited,
    due: formatCents(billDueCents(row)),
    status: row.status as SupplierBill['status'],
    mismatch_reason: row.mismatchReason,
  };
}

export const billSelect = { bill: supplierBills, supplier: suppliers.name };

type ReceiptLineRow = typeof goodsReceiptLines.$inferSelect;

/** What a received line should be billed at: its rate, and the quantity in the rate's unit (value / rate, so kg for a rate per kg). */
export function expectedOf(line: Pick<ReceiptLineRow, 'received' | 'rejected' | 'rate' | 'value'>): { quantityMilli: bigint; rateCents: bigint | null } {
  const rate = line.rate === null ? 0n : toCents(line.rate);
  if (rate === 0n) return { quantityMilli: toMilli(line.received) - toMilli(line.rejected), rateCents: line.rate === null ? null : 0n };
  return { quantityMilli: (toCents(line.value) * 1000n * 2n + rate) / (2n * rate), rateCents: rate };
}

/** What a bill line's quantity counts: kg for a rate per kg, else the received item's own unit (bars, pieces, ...). */
const billUnitOf = (line: Pick<ReceiptLineRow, 'ratePer' | 'unit'>) => (line.ratePer === 'kg' ? 'kg' : line.unit);

/** The value before GST of the supplier's bills in the financial year of `billDate`: what s.194Q counts. */
export async function billedInYearCents(db: DbOrTx, supplierId: number, billDate: string): Promise<bigint> {
  const year = financialYearBounds(financialYearOf(billDate));
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${supplierBills.taxable}), 0)::numeric(14,2)::text` })
    .from(supplierBills)
    .where(and(eq(supplierBills.supplierId, supplierId), gte(supplierBills.billDate, year.from), lt(supplierBills.billDate, addDaysTo(year.to, 1))));
  return toCents(row!.sum);
}

export function debitNoteAnswer(row: typeof supplierDebitNotes.$inferSelect): SupplierDebitNote {
  return {
    id: row.id,
    number: row.number,
    bill: row.billId,
    supplier: row.supplierId,
    reason: row.reason as SupplierDebitNote['reason'],
    note_date: row.noteDate,
    taxable: row.taxable,
    cgst: row.cgst,
    sgst: row.sgst,
    igst: row.igst,
    total: row.total,
    note: row.note,
  };
}

/** GET /purchase/bills/:id: the bill, its lines with the receipt and order they match, its payments and debit notes. */
export async function getSupplierBill(db: DbOrTx, id: number): Promise<SupplierBillDetail> {
  const [row] = await db.select(billSelect).from(supplierBills).innerJoin(suppliers, eq(suppliers.id, supplierBills.supplierId)).where(eq(supplierBills.id, id));
  if (!row) throw notFound();
  const [lines, payments, notes] = await Promise.all([
    db
      .select({ line: supplierBillLines, received: goodsReceiptLines, receipt: goodsReceipts, order: purchaseOrders.number })
      .from(supplierBillLines)
      .innerJoin(goodsReceiptLines, eq(goodsReceiptLines.id, supplierBillLines.receiptLineId))
      .innerJoin(goodsReceipts, eq(goodsReceipts.id, goodsReceiptLines.receiptId))
      .leftJoin(purchaseOrders, eq(purchaseOrders.id, goodsReceipts.purchaseOrderId))
      .where(eq(supplierBillLines.billId, id))
      .orderBy(asc(supplierBillLines.id)),
    db
      .select({ allocation: supplierPaymentAllocations, payment: supplierPayments })
      .from(supplierPaymentAllocations)
      .innerJoin(supplierPayments, eq(supplierPayments.id, supplierPaymentAllocations.paymentId))
      .where(eq(supplierPaymentAllocations.billId, id))
      .orderBy(asc(supplierPaymentAllocations.id)),
    db.select().from(supplierDebitNotes).where(eq(supplierDebitNotes.billId, id)).orderBy(asc(supplierDebitNotes.id)),
  ]);
  return {
    ...billAnswer(row.bill, row.supplier),
    lines: lines.map(({ line, received, receipt, order }) => ({
      receipt_line: line.receiptLineId,
      receipt: receipt.id,
      receipt_number: receipt.number,
      purchase_order: receipt.purchaseOrderId,
      purchase_order_number: order,
      name: received.name,
      unit: billUnitOf(received),
      quantity: line.quantity,
      rate: line.rate,
      amount: line.amount,
      gst_rate: line.gstRate,
      expected_quantity: line.expectedQuantity,
      expected_rate: line.expectedRate,
      mismatch: line.mismatch,
    })),
    payments: payments.map(({ allocation, payment }) => ({
      payment: payment.id,
      paid_on: payment.paidOn,
      mode: payment.mode as SupplierBillDetail['payments'][number]['mode'],
      reference: payment.chequeNumber || payment.reference,
      amount: allocation.amount,
    })),
    debit_notes: notes.map(debitNoteAnswer),
  };
}

/** How many unbilled lines the bill form is offered: as many as one bill may carry. */
const BILLABLE_LINES = 200;

/**
 * GET /purchase/bills/billable: what the bill form needs for a supplier: the lines received from it and on no bill
 * yet (newest receipts first, read by the supplier's receipts index; a billed line is found by the bill lines' unique
 * index), each with the quantity and rate it should be billed at, whether the tax is IGST, and the TDS figures.
 */
export async function getBillable(db: DbOrTx, query: { supplier: number; bill_date: string }, options: { quantityTolerancePercent: number; rateTolerancePercent: number; tds194Q: boolean }): Promise<Billable> {
  const supplier = await findSupplier(db, query.supplier);
  const company = await getBillingSettings(db);
  const lines = await db
    .select({ line: goodsReceiptLines, receipt: goodsReceipts, order: purchaseOrders.number })
    .from(goodsReceipts)
    .innerJoin(goodsReceiptLines, eq(goodsReceiptLines.receiptId, goodsReceipts.id))
    .leftJoin(supplierBillLines, eq(supplierBillLines.receiptLineId, goodsReceiptLines.id))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, goodsReceipts.purchaseOrderId))
    .where(and(eq(goodsReceipts.supplierId, supplier.id), isNull(supplierBillLines.id), sql`${goodsReceiptLines.received} > ${goodsReceiptLines.rejected}`))
    .orderBy(desc(goodsReceipts.id), asc(goodsReceiptLines.id))
    .limit(BILLABLE_LINES);
  const statesKnown = Boolean(supplier.stateCode && company.state_code);
  return {
    supplier: supplier.id,
    supplier_name: supplier.name,
    inter_state: statesKnown ? supplier.stateCode !== company.state_code : null,
    state_problem: !supplier.stateCode ? PAYABLES_TEXT.supplierWithoutState : !company.state_code ? PAYABLES_TEXT.companyWithoutState : null,
    payment_terms_days: supplier.paymentTermsDays,
    tds_194q: options.tds194Q,
    billed_in_year: formatCents(options.tds194Q ? await billedInYearCents(db, supplier.id, query.bill_date) : 0n),
    quantity_tolerance_percent: options.quantityTolerancePercent,
    rate_tolerance_percent: options.rateTolerancePercent,
    lines: lines.map(({ line, receipt, order }) => {
      const expected = expectedOf(line);
      return {
        receipt_line: line.id,
        receipt: receipt.id,
        receipt_number: receipt.number,
        received_on: receipt.receivedOn,
        purchase_order: receipt.purchaseOrderId,
        purchase_order_number: order,
        name: line.name,
        unit: billUnitOf(line),
        quantity: fromMilli(expected.quantityMilli),
        rate: expected.rateCents === null ? null : formatCents(expected.rateCents),
        value: line.value,
      };
    }),
  };
}

/**
 * GET /purchase/bills: newest first, by number or supplier (name, GSTIN or phone); one supplier's or only Open ones on
 * request. The search's arms (see `disjointArms`): the bill number through its trigram index, then the bills of the
 * suppliers the words name, by id through supplier_bills_supplier_idx.
 */
export async function listSupplierBills(db: DbOrTx, query: { search: string; supplier?: number; status?: 'Open' | 'Paid' }): Promise<PagedQuery<SupplierBill>> {
  const terms = searchTerms(query.search);
  const search: SQL[] = terms ? [ilike(supplierBills.number, terms.pattern), inIds(supplierBills.supplierId, await supplierIdsMatching(db, terms.pattern))] : [];
  const filter = and(query.supplier ? eq(supplierBills.supplierId, query.supplier) : undefined, query.status ? eq(supplierBills.status, query.status) : undefined);
  const where = and(filter, or(...search));
  return {
    ...cappedCounter(db, () => disjointArms((arm) => db.select({ id: supplierBills.id }).from(supplierBills).where(arm), filter, search), { search: search.length > 0 }),
    rows: async (limit, offset) => {
      const rows = await db
        .select(billSelect)
        .from(supplierBills)
        .innerJoin(suppliers, eq(suppliers.id, supplierBills.supplierId))
        .where(where)
        .orderBy(desc(supplierBills.billDate), desc(supplierBills.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => billAnswer(row.bill, row.supplier));
    },
  };
}
