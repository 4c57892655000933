import { and, eq, sql } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { PAYABLES_TEXT } from '@steelworks/contract/payables';
import type { SupplierPaymentDetail, SupplierPaymentReversalInput } from '@steelworks/contract/supplier-payment';
import type { DbOrTx } from '../../db/client';
import { concurrentChange, fieldError, notFound, ruleError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { supplierBills, supplierPaymentAllocations, supplierPayments } from './payables.table';
import { postSupplierLedger } from './supplier-ledger.service';
import { getSupplierPayment } from './supplier-payment-reads.service';
import { supplierPaymentReference } from './supplier-payment.service';
import { findSupplier } from './supplier.service';

/** What a payment pays on each bill now: the sum of its allocation rows, for the bills where it is above zero. */
async function netAllocations(tx: DbOrTx, paymentId: number) {
  const rows = await tx
    .select({ billId: supplierPaymentAllocations.billId, net: sql<string>`sum(${supplierPaymentAllocations.amount})::numeric(14,2)::text` })
    .from(supplierPaymentAllocations)
    .where(eq(supplierPaymentAllocations.paymentId, paymentId))
    .groupBy(supplierPaymentAllocations.billId)
    .having(sql`sum(${supplierPaymentAllocations.amount}) > 0`)
    .orderBy(supplierPaymentAllocations.billId);
  return rows.map((row) => ({ billId: row.billId, cents: toCents(row.net) }));
}

/**
 * Takes back what a payment paid on a bill: the bill's paid amount goes down (never below zero: the condition and the
 * table's CHECK), it is Open again, and a negative allocation row records it.
 */
async function releaseBill(tx: DbOrTx, paymentId: number, billId: number, cents: bigint): Promise<void> {
  const amount = formatCents(cents);
  const done = await tx
    .update(supplierBills)
    .set({ paid: sql`${supplierBills.paid} - ${amount}::numeric`, status: 'Open' })
    .where(and(eq(supplierBills.id, billId), sql`${supplierBills.paid} >= ${amount}::numeric`))
    .returning({ id: supplierBills.id });
  // Under the supplier's lock the bill holds at least what this payment put on it; anything else is a broken book.
  if (done.length !== 1) throw concurrentChange();
  await tx.insert(supplierPaymentAllocations).values({ paymentId, billId, amount: formatCents(-cents) });
}

/**
 * POST /purchase/payments/:id/reversal (docs/decisions/052-supplier-payment-reversal.md): a bounced cheque or a wrong
 * entry. Under the supplier's row lock (the one every payment, bill and debit note of the supplier takes), the payment
 * is read again: only a Paid one is reversed, once. What it paid on bills is released (those bills are Open again), it
 * is marked Reversed with its day and reason (never deleted), and a ledger row puts its whole amount back on what the
 * shop owes. Audited.
 */
export async function reverseSupplierPayment(
  db: DbOrTx,
  id: number,
  input: SupplierPaymentReversalInput,
  actor: Caller,
  today: string,
): Promise<SupplierPaymentDetail> {
  const reversedOn = input.reversed_on ?? today;
  await db.transaction(async (tx) => {
    const [head] = await tx.select({ supplierId: supplierPayments.supplierId }).from(supplierPayments).where(eq(supplierPayments.id, id));
    if (!head) throw notFound();
    if (reversedOn > today) throw fieldError('reversed_on', PAYABLES_TEXT.reversedOnFuture);
    await findSupplier(tx, head.supplierId, true);
    // Read again under the lock: a reversal racing this one has committed or not started.
    const [payment] = await tx.select().from(supplierPayments).where(eq(supplierPayments.id, id));
    if (payment!.status !== 'Paid') throw ruleError(PAYABLES_TEXT.alreadyReversed);
    if (reversedOn < payment!.paidOn) throw fieldError('reversed_on', PAYABLES_TEXT.reversedOnBeforePaid);

    const released = await netAllocations(tx, id);
    for (const row of released) await releaseBill(tx, id, row.billId, row.cents);
    await tx
      .update(supplierPayments)
      .set({ status: 'Reversed', allocated: '0', reversedOn, reversalReason: input.reason })
      .where(eq(supplierPayments.id, id));
    const reference = supplierPaymentReference(payment!);
    await postSupplierLedger(tx, {
      supplierId: payment!.supplierId,
      entryDate: reversedOn,
      kind: 'payment_reversal',
      reference,
      description: `Reversed: ${input.reason}`,
      cents: toCents(payment!.amount),
      paymentId: id,
      createdBy: actor.accountId,
    });
    await recordAudit(tx, actor, {
      entity: 'supplier_payment',
      id,
      action: 'status',
      before: { status: 'Paid', allocated: payment!.allocated },
      after: { status: 'Reversed', allocated: '0.00', reversed_on: reversedOn, reversal_reason: input.reason, bills_reopened: released.map((row) => row.billId) },
      note: `Reversed ${reference}: ${input.reason}`,
    });
  });
  return getSupplierPayment(db, id);
}
