import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { fromMilli, toMilli } from '@steelworks/contract/common/quantity';
import { PAYABLES_TEXT, type SupplierBillDetail, type SupplierBillInput } from '@steelworks/contract/payables';
import { billFigures, tds194QCents, withinTolerance } from '@steelworks/contract/payables-arithmetic';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, ruleError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { getBillingSettings } from '../billing/billing-settings.service';
import { supplierBillLines, supplierBills } from './payables.table';
import { goodsReceiptLines, goodsReceipts } from './purchase.table';
import { billedInYearCents, expectedOf, getSupplierBill } from './supplier-bill-reads.service';
import { postSupplierLedger } from './supplier-ledger.service';
import { findSupplier } from './supplier.service';

export type BillOptions = { quantityTolerancePercent: number; rateTolerancePercent: number; tds194Q: boolean };

/**
 * POST /purchase/bills (docs/decisions/051-supplier-bills-and-payables.md): the supplier's bill against lines it
 * delivered. Each line is matched to what was accepted and the order's rate within the tolerances; any mismatch is
 * named and the bill is refused unless it carries a reason. Tax by the supplier's state against the company's; TDS
 * under s.194Q when the setting says so, on the part above 50 lakh of the supplier's bills of the financial year
 * (read under the supplier's lock, so two bills at once add up). The bill, its TDS and their ledger rows commit together.
 */
export async function createSupplierBill(db: DbOrTx, input: SupplierBillInput, actor: Caller, options: BillOptions): Promise<SupplierBillDetail> {
  const id = await db.transaction(async (tx) => {
    const supplier = await findSupplier(tx, input.supplier, true);
    if (!supplier.stateCode) throw fieldError('supplier', PAYABLES_TEXT.supplierWithoutState);
    const company = await getBillingSettings(tx);
    if (!company.state_code) throw ruleError(PAYABLES_TEXT.companyWithoutState);
    const interState = supplier.stateCode !== company.state_code;
    const [taken] = await tx
      .select({ id: supplierBills.id })
      .from(supplierBills)
      .where(and(eq(supplierBills.supplierId, supplier.id), sql`lower(${supplierBills.number}) = lower(${input.number})`));
    if (taken) throw fieldError('number', PAYABLES_TEXT.billNumberTaken);

    const ids = input.lines.map((line) => line.receipt_line);
    const received = await tx
      .select({ line: goodsReceiptLines, supplierId: goodsReceipts.supplierId, receiptNumber: goodsReceipts.number, billed: supplierBillLines.id })
      .from(goodsReceiptLines)
      .innerJoin(goodsReceipts, eq(goodsReceipts.id, goodsReceiptLines.receiptId))
      .leftJoin(supplierBillLines, eq(supplierBillLines.receiptLineId, goodsReceiptLines.id))
      .where(inArray(goodsReceiptLines.id, ids));
    const byId = new Map(received.map((row) => [row.line.id, row]));
    const figures = billFigures(input.lines, interState);
    const mismatches: string[] = [];
    const prepared = input.lines.map((line, i) => {
      const row = byId.get(line.receipt_line);
      if (!row || row.supplierId !== supplier.id) throw fieldError(`lines.${i}.receipt_line`, PAYABLES_TEXT.receiptLineOfOtherSupplier);
      if (row.billed !== null || ids.indexOf(line.receipt_line) !== i) throw fieldError(`lines.${i}.receipt_line`, PAYABLES_TEXT.receiptLineBilled);
      const quantity = toMilli(String(line.quantity));
      const rate = toCents(String(line.rate));
      const expected = expectedOf(row.line);
      const problems: string[] = [];
      if (!withinTolerance(quantity, expected.quantityMilli, options.quantityTolerancePercent)) problems.push(`quantity ${Number(fromMilli(quantity))}, received ${Number(fromMilli(expected.quantityMilli))}`);
      if (expected.rateCents !== null && !withinTolerance(rate, expected.rateCents, options.rateTolerancePercent)) problems.push(`rate ${formatCents(rate)}, ordered ${formatCents(expected.rateCents)}`);
      const mismatch = problems.join('; ');
      if (mismatch) mismatches.push(`${row.line.name} (${row.receiptNumber}): ${mismatch}`);
      return { line, row, quantity, rate, amount: figures.amounts[i]!, expected, mismatch };
    });
    if (mismatches.length > 0 && !input.mismatch_reason) throw new AppError('conflict', PAYABLES_TEXT.mismatch(mismatches.join('; ')), { mismatches });

    const { taxable, total } = figures;
    let tds = 0n;
    if (options.tds194Q) {
      tds = tds194QCents(await billedInYearCents(tx, supplier.id, input.bill_date), taxable);
    }
    const [bill] = await tx
      .insert(supplierBills)
      .values({
        supplierId: supplier.id,
        number: input.number,
        billDate: input.bill_date,
        dueDate: input.due_date ?? addDaysTo(input.bill_date, supplier.paymentTermsDays),
        taxable: formatCents(taxable),
        cgst: formatCents(figures.cgst),
        sgst: formatCents(figures.sgst),
        igst: formatCents(figures.igst),
        total: formatCents(total),
        tds: formatCents(tds),
        status: total - tds === 0n ? 'Paid' : 'Open',
        mismatchReason: mismatches.length > 0 ? input.mismatch_reason! : '',
        createdBy: actor.accountId,
      })
      .returning();
    await tx.insert(supplierBillLines).values(
      prepared.map((p) => ({
        billId: bill!.id,
        receiptLineId: p.row.line.id,
        quantity: fromMilli(p.quantity),
        rate: formatCents(p.rate),
        amount: formatCents(p.amount),
        gstRate: p.line.gst_rate ?? '18',
        expectedQuantity: fromMilli(p.expected.quantityMilli),
        expectedRate: p.expected.rateCents === null ? null : formatCents(p.expected.rateCents),
        mismatch: p.mismatch.slice(0, 200),
      })),
    );
    const base = { supplierId: supplier.id, entryDate: input.bill_date, billId: bill!.id, createdBy: actor.accountId };
    await postSupplierLedger(tx, { ...base, kind: 'bill', reference: `Bill ${input.number}`, description: `Supplier bill ${input.number}`, cents: total });
    await postSupplierLedger(tx, { ...base, kind: 'tds', reference: `TDS 194Q ${input.number}`, description: `TDS under s.194Q on bill ${input.number}`, cents: -tds });
    await recordAudit(tx, actor, {
      entity: 'supplier_bill',
      id: bill!.id,
      action: 'create',
      after: { supplier: supplier.id, number: input.number, taxable: bill!.taxable, total: bill!.total, tds: bill!.tds, lines: prepared.length },
      note: mismatches.length > 0 ? `Mismatch accepted: ${input.mismatch_reason}` : undefined,
    });
    return bill!.id;
  });
  return getSupplierBill(db, id);
}
