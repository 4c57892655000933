import { asc, eq } from 'drizzle-orm';
import { todayIn } from '@steelworks/contract/common/dates';
import { toCents } from '@steelworks/contract/common/money';
import { accountIdOf, hasRows } from '../../db/seed-helpers';
import type { Caller } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { getBillingSettings } from '../billing/billing-settings.service';
import { importGstr2b } from './gstr2b.service';
import { supplierBills } from './payables.table';
import { goodsReceiptLines, goodsReceipts, suppliers } from './purchase.table';
import { createSupplierBill } from './supplier-bill.service';
import { recordSupplierPayment } from './supplier-payment.service';

const isoToPortal = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const periodOf = (day: string) => `${day.slice(5, 7)}${day.slice(0, 4)}`;
const rupees = (cents: bigint) => Number(cents) / 100;

/**
 * Demo payables (issue 45 points 4-5): each priced receipt of the demo suppliers billed as received, the mill's bill
 * already overdue, part of one paid, and a GSTR-2B per month of those bills to reconcile: one bill with other values
 * in 2B, one missing from it, and one 2B invoice the books lack. Through the services, once (no bills yet).
 */
export async function seedPayables(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  if ((await hasRows(db, supplierBills)) || !(await hasRows(db, goodsReceipts))) return;
  const today = todayIn(ctx.config.timeZone);
  const admin: Caller = { accountId: (await accountIdOf(db, 'admin')) ?? 0, role: 'admin', address: '127.0.0.1' };
  const options = { quantityTolerancePercent: ctx.config.purchaseBillQuantityTolerancePercent, rateTolerancePercent: ctx.config.purchaseBillRateTolerancePercent, tds194Q: false };
  const receipts = await db
    .select({ receipt: goodsReceipts, gstin: suppliers.gstin, state: suppliers.stateCode, name: suppliers.name })
    .from(goodsReceipts)
    .innerJoin(suppliers, eq(suppliers.id, goodsReceipts.supplierId))
    .orderBy(asc(goodsReceipts.id));
  const made: Array<{ id: number; supplierId: number; gstin: string | null; number: string; date: string; taxable: string; cgst: string; sgst: string; igst: string }> = [];
  for (const [i, { receipt, gstin, state }] of receipts.entries()) {
    if (!state) continue;
    const lines = await db.select().from(goodsReceiptLines).where(eq(goodsReceiptLines.receiptId, receipt.id));
    const priced = lines.filter((line) => line.rate !== null && toCents(line.rate) > 0n);
    if (priced.length === 0) continue;
    const bill = await createSupplierBill(
      db,
      {
        supplier: receipt.supplierId,
        number: `${gstin ? gstin.slice(2, 5) : 'B'}/${String(2400 + i)}`,
        bill_date: receipt.receivedOn,
        lines: priced.map((line) => {
          const rate = toCents(line.rate!);
          const quantity = (toCents(line.value) * 1000n + rate / 2n) / rate;
          return { receipt_line: line.id, quantity: (Number(quantity) / 1000).toFixed(3), rate: line.rate!, gst_rate: '18' as const };
        }),
      },
      admin,
      options,
    );
    made.push({ id: bill.id, supplierId: receipt.supplierId, gstin, number: bill.number, date: bill.bill_date, taxable: bill.taxable, cgst: bill.cgst, sgst: bill.sgst, igst: bill.igst });
  }
  // The second bill half paid by bank transfer; the first (the mill's, the oldest) left overdue.
  const second = made[1];
  if (second) {
    const detail = await db.select().from(supplierBills).where(eq(supplierBills.id, second.id));
    const half = (toCents(detail[0]!.total) / 200n) * 100n;
    if (half > 0n) {
      await recordSupplierPayment(db, { supplier: second.supplierId, amount: (Number(half) / 100).toFixed(2), paid_on: today, mode: 'bank_transfer', reference: 'NEFT SBIN0070123', allocations: [{ bill: second.id, amount: (Number(half) / 100).toFixed(2) }] }, admin);
    }
  }
  const filed = made.filter((bill) => bill.gstin);
  const company = await getBillingSettings(db);
  const periods = [...new Set(filed.map((bill) => periodOf(bill.date)))];
  for (const [p, period] of periods.entries()) {
    // The first bill was filed with 1% less value ("values differ"); the last is not filed yet ("not in 2B").
    const inReturn = filed.filter((bill, i) => periodOf(bill.date) === period && (filed.length < 3 || i < filed.length - 1));
    const invoices = inReturn.map((bill) => {
      const off = bill === filed[0] && filed.length >= 3 ? 99n : 100n;
      const part = (text: string) => rupees((toCents(text) * off) / 100n);
      return { ctin: bill.gstin!, inum: bill.number, dt: isoToPortal(bill.date), txval: part(bill.taxable), igst: part(bill.igst), cgst: part(bill.cgst), sgst: part(bill.sgst) };
    });
    if (p === periods.length - 1 && filed[0]) {
      invoices.push({ ctin: filed[0].gstin!, inum: 'MS/9981', dt: isoToPortal(filed[0].date), txval: 12500, igst: 0, cgst: 1125, sgst: 1125 });
    }
    const bySupplier = new Map<string, typeof invoices>();
    for (const inv of invoices) bySupplier.set(inv.ctin, [...(bySupplier.get(inv.ctin) ?? []), inv]);
    await importGstr2b(
      db,
      {
        data: {
          gstin: company.gstin ?? '32AAFCS5318D1ZR',
          rtnprd: period,
          version: '1.0',
          gendt: isoToPortal(today),
          docdata: {
            b2b: [...bySupplier.entries()].map(([ctin, list]) => ({
              ctin,
              trdnm: receipts.find((r) => r.gstin === ctin)?.name ?? '',
              inv: list.map((inv) => ({
                inum: inv.inum,
                dt: inv.dt,
                typ: 'R',
                val: Math.round((inv.txval + inv.igst + inv.cgst + inv.sgst) * 100) / 100,
                rev: 'N',
                itcavl: 'Y',
                items: [{ num: 1, rt: 18, txval: inv.txval, igst: inv.igst, cgst: inv.cgst, sgst: inv.sgst, cess: 0 }],
              })),
            })),
          },
        },
      },
      admin,
    );
  }
}
