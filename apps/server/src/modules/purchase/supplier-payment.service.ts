import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { paymentModeLabel } from '@steelworks/contract/dealer-account';
import { gstOf } from '@steelworks/contract/payables-arithmetic';
import { PAYABLES_TEXT, type SupplierDebitNoteInput, type SupplierPaymentInput } from '@steelworks/contract/payables';
import type { SupplierPaymentDetail } from '@steelworks/contract/supplier-payment';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { nextDocumentNumber } from '../billing/document-numbers';
import { supplierBills, supplierDebitNotes, supplierPaymentAllocations, supplierPayments } from './payables.table';
import { billDueCents, debitNoteAnswer } from './supplier-bill-reads.service';
import { getSupplierPayment } from './supplier-payment-reads.service';
import { postSupplierLedger } from './supplier-ledger.service';
import { findSupplier } from './supplier.service';

/** "Cheque 123456", "UPI 4521...", "Cash": what the ledger and the audit log name a payment (and its reversal) by. */
export function supplierPaymentReference(payment: { mode: string; chequeNumber: string; reference: string }): string {
  return [paymentModeLabel(payment.mode), payment.chequeNumber || payment.reference].filter(Boolean).join(' ');
}

/**
 * Moves `cents` of what is owed on a bill to paid (or debited). The update is conditional: it lands only while the
 * bill still has that much due, and the table's CHECK says the same, so no two payments ever overpay a bill.
 */
async function settleBill(tx: DbOrTx, billId: number, cents: bigint, column: 'paid' | 'debited'): Promise<boolean> {
  const amount = formatCents(cents);
  const target = column === 'paid' ? supplierBills.paid : supplierBills.debited;
  const done = await tx
    .update(supplierBills)
    .set({
      [column]: sql`${target} + ${amount}::numeric`,
      status: sql`case when ${supplierBills.paid} + ${supplierBills.debited} + ${amount}::numeric = ${supplierBills.total} - ${supplierBills.tds} then 'Paid' else 'Open' end`,
    })
    .where(and(eq(supplierBills.id, billId), sql`${supplierBills.paid} + ${supplierBills.debited} + ${amount}::numeric <= ${supplierBills.total} - ${supplierBills.tds}`))
    .returning({ id: supplierBills.id });
  return done.length === 1;
}

/**
 * POST /purchase/payments (docs/decisions/051-supplier-bills-and-payables.md): money paid to a supplier, allocated to
 * the bills named (each at most what is left on it, else a 400 naming the bill and nothing is recorded) or, without
 * any, to its oldest open bills; what is left is an advance. One transaction under the supplier's lock with its
 * ledger row and audit.
 */
export async function recordSupplierPayment(db: DbOrTx, input: SupplierPaymentInput, actor: Caller): Promise<SupplierPaymentDetail> {
  const id = await db.transaction(async (tx) => {
    const supplier = await findSupplier(tx, input.supplier, true);
    const amount = toCents(String(input.amount));
    const [payment] = await tx
      .insert(supplierPayments)
      .values({
        supplierId: supplier.id,
        amount: formatCents(amount),
        paidOn: input.paid_on,
        mode: input.mode,
        chequeNumber: input.mode === 'cheque' ? (input.cheque_number ?? '') : '',
        reference: input.reference ?? '',
        note: input.note ?? '',
        createdBy: actor.accountId,
      })
      .returning();
    const wanted = input.allocations ?? [];
    const bills = await tx
      .select()
      .from(supplierBills)
      .where(wanted.length > 0 ? inArray(supplierBills.id, wanted.map((a) => a.bill)) : and(eq(supplierBills.supplierId, supplier.id), eq(supplierBills.status, 'Open')))
      .orderBy(asc(supplierBills.dueDate), asc(supplierBills.id));
    const byId = new Map(bills.map((bill) => [bill.id, bill]));
    const plan =
      wanted.length > 0
        ? wanted.map((a, i) => ({ i, bill: byId.get(a.bill), cents: toCents(String(a.amount)) }))
        : bills.map((bill, i) => ({ i, bill, cents: 0n }));
    let left = amount;
    let allocated = 0n;
    for (const step of plan) {
      const bill = step.bill;
      if (!bill || bill.supplierId !== supplier.id) throw fieldError(`allocations.${step.i}.bill`, PAYABLES_TEXT.billOfOtherSupplier);
      const cents = wanted.length > 0 ? step.cents : left < billDueCents(bill) ? left : billDueCents(bill);
      if (cents === 0n) break;
      if (cents > left) throw fieldError('allocations', PAYABLES_TEXT.allocatedTooMuch);
      if (!(await settleBill(tx, bill.id, cents, 'paid'))) {
        const [now] = await tx.select().from(supplierBills).where(eq(supplierBills.id, bill.id));
        throw fieldError(`allocations.${step.i}.amount`, PAYABLES_TEXT.overpaid(bill.number, formatCents(billDueCents(now!))));
      }
      await tx.insert(supplierPaymentAllocations).values({ paymentId: payment!.id, billId: bill.id, amount: formatCents(cents) });
      left -= cents;
      allocated += cents;
    }
    if (allocated > 0n) await tx.update(supplierPayments).set({ allocated: formatCents(allocated) }).where(eq(supplierPayments.id, payment!.id));
    const reference = supplierPaymentReference(payment!);
    await postSupplierLedger(tx, {
      supplierId: supplier.id,
      entryDate: input.paid_on,
      kind: 'payment',
      reference,
      description: payment!.note || 'Payment to the supplier',
      cents: -amount,
      paymentId: payment!.id,
      createdBy: actor.accountId,
    });
    await recordAudit(tx, actor, {
      entity: 'supplier_payment',
      id: payment!.id,
      action: 'create',
      after: { supplier: supplier.id, amount: payment!.amount, paid_on: input.paid_on, mode: input.mode, allocated: formatCents(allocated) },
      note: reference,
    });
    return payment!.id;
  });
  return getSupplierPayment(db, id);
}

/**
 * POST /purchase/debit-notes: goods sent back or never delivered on a bill. The value and its tax (the bill's kind:
 * CGST/SGST or IGST) come off what is due on the bill, at most all of it, with a ledger row; numbered SDN/26-27/00001.
 */
export async function createSupplierDebitNote(db: DbOrTx, input: SupplierDebitNoteInput, actor: Caller) {
  return db.transaction(async (tx) => {
    const [head] = await tx.select({ supplierId: supplierBills.supplierId }).from(supplierBills).where(eq(supplierBills.id, input.bill));
    if (!head) throw fieldError('bill', 'Choose a bill');
    await findSupplier(tx, head.supplierId, true);
    const [bill] = await tx.select().from(supplierBills).where(eq(supplierBills.id, input.bill));
    const taxable = toCents(String(input.taxable));
    const tax = gstOf(taxable, input.gst_rate ?? '18', toCents(bill!.igst) > 0n);
    const total = taxable + tax.cgst + tax.sgst + tax.igst;
    if (!(await settleBill(tx, bill!.id, total, 'debited'))) throw fieldError('taxable', PAYABLES_TEXT.debitTooLarge(formatCents(billDueCents(bill!))));
    const { number } = await nextDocumentNumber(tx, 'supplier_debit_note', 'SDN', input.note_date);
    const [note] = await tx
      .insert(supplierDebitNotes)
      .values({
        number,
        supplierId: bill!.supplierId,
        billId: bill!.id,
        reason: input.reason,
        noteDate: input.note_date,
        taxable: formatCents(taxable),
        cgst: formatCents(tax.cgst),
        sgst: formatCents(tax.sgst),
        igst: formatCents(tax.igst),
        total: formatCents(total),
        note: input.note ?? '',
        createdBy: actor.accountId,
      })
      .returning();
    await postSupplierLedger(tx, {
      supplierId: bill!.supplierId,
      entryDate: input.note_date,
      kind: 'debit_note',
      reference: number,
      description: `Debit note on bill ${bill!.number} (${input.reason.replace('_', ' ')})`,
      cents: -total,
      debitNoteId: note!.id,
      createdBy: actor.accountId,
    });
    await recordAudit(tx, actor, { entity: 'supplier_debit_note', id: note!.id, action: 'create', after: { number, bill: bill!.id, total: note!.total, reason: input.reason } });
    return debitNoteAnswer(note!);
  });
}
