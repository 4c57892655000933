import { eq } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { ACCOUNT_TEXT, paymentModeLabel, type Payment, type PaymentInput } from '@steelworks/contract/dealer-account';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound, ruleError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { OrderActor } from '../order/order-rows';
import { inIds } from '../../lib/paginate';
import { dealers } from '../dealer/dealer.table';
import { allocatePayment, releasePaymentAllocations, settleDealer } from './allocation.service';
import { lockDealerBalance, postDealerLedger } from './dealer-ledger.service';
import { invoices } from './invoice.table';
import { getPayment } from './payment-reads.service';
import { payments } from './payment.table';
import { notifyPaymentReceived } from '../notification/notify.service';

/**
 * Recording and reversing payments received (issue 31 point 3, docs/decisions/031). Each is one transaction that takes
 * the dealer's balance lock first (dealer-ledger.service.ts), so two moves of one dealer run one after the other.
 */

/** "Cheque 123456", "UPI 4521...", "Cash": what the ledger and the statement show for a payment. */
export function paymentLedgerReference(payment: { mode: string; chequeNumber: string; reference: string }): string {
  const detail = payment.mode === 'cheque' ? payment.chequeNumber : payment.reference;
  return [paymentModeLabel(payment.mode), detail].filter(Boolean).join(' ').slice(0, 60);
}

/**
 * POST /billing/payments. The chosen invoices (the dealer's own, Open) are paid in the order given, each up to what is
 * left on it, and the rest stays an advance for the next invoice; without chosen invoices the dealer's advances go to
 * its oldest open invoices (settleDealer), this payment's among them.
 */
export async function recordPayment(db: DbOrTx, input: PaymentInput, actor: OrderActor, today: string): Promise<Payment> {
  if (input.received_on > today) throw fieldError('received_on', ACCOUNT_TEXT.receivedOnFuture);
  const id = await db.transaction(async (tx) => {
    const [dealer] = await tx.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, input.dealer_id));
    if (!dealer) throw fieldError('dealer_id', ACCOUNT_TEXT.dealerRequired);
    await lockDealerBalance(tx, dealer.id);
    const chosen = await chosenInvoices(tx, dealer.id, input.invoice_ids);

    const [payment] = await tx
      .insert(payments)
      .values({
        dealerId: dealer.id,
        amount: input.amount!,
        receivedOn: input.received_on,
        mode: input.mode,
        chequeNumber: input.mode === 'cheque' ? input.cheque_number : '',
        reference: input.reference,
        note: input.note,
        createdBy: actor.accountId,
      })
      .returning();
    await postDealerLedger(tx, {
      dealerId: dealer.id,
      entryDate: payment!.receivedOn,
      kind: 'payment',
      reference: paymentLedgerReference(payment!),
      description: (payment!.note || 'Payment received').slice(0, 300),
      cents: -toCents(payment!.amount),
      paymentId: payment!.id,
      createdBy: actor.accountId,
    });

    if (chosen.length === 0) {
      await settleDealer(tx, dealer.id);
    } else {
      let left = toCents(payment!.amount);
      for (const invoice of chosen) {
        const cents = left < invoice.dueCents ? left : invoice.dueCents;
        await allocatePayment(tx, payment!.id, invoice.id, cents);
        left -= cents;
        if (left === 0n) break;
      }
    }
    await notifyPaymentReceived(tx, payment!.id);
    await recordAudit(tx, actor, {
      entity: 'payment',
      id: payment!.id,
      action: 'create',
      after: {
        dealer_id: dealer.id,
        amount: payment!.amount,
        received_on: payment!.receivedOn,
        mode: payment!.mode,
        cheque_number: payment!.chequeNumber,
        reference: payment!.reference,
        invoice_ids: chosen.map((invoice) => invoice.id),
      },
      note: paymentLedgerReference(payment!),
    });
    return payment!.id;
  });
  return getPayment(db, id, actor);
}

/**
 * The invoices a payment names, in the order given (a repeat counts once), read under the dealer's lock: each must be
 * the dealer's own and still Open, else a field error under `invoice_ids` and nothing is recorded.
 */
async function chosenInvoices(tx: DbOrTx, dealerId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await tx
    .select({ id: invoices.id, dealerId: invoices.dealerId, number: invoices.number, status: invoices.status, total: invoices.total, amountPaid: invoices.amountPaid })
    .from(invoices)
    .where(inIds(invoices.id, unique));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => {
    const invoice = byId.get(id);
    if (!invoice || invoice.dealerId !== dealerId) throw fieldError('invoice_ids', ACCOUNT_TEXT.invoiceOfOtherDealer);
    if (invoice.status !== 'Open') throw fieldError('invoice_ids', ACCOUNT_TEXT.invoiceNotOpen(invoice.number));
    return { id, dueCents: toCents(invoice.total) - toCents(invoice.amountPaid) };
  });
}

export type ReversalInput = { reason: string; reversed_on?: string };

/**
 * POST /billing/payments/:id/reversal: a bounced cheque or a wrong entry. The payment is marked Reversed (never
 * deleted), what it paid is released (those invoices are Open again), a debit row puts its amount back on the ledger,
 * and the dealer's other advances then go to the reopened invoices (settleDealer). Only a Received payment.
 */
export async function reversePayment(db: DbOrTx, id: number, input: ReversalInput, actor: OrderActor, today: string): Promise<Payment> {
  const reversedOn = input.reversed_on ?? today;
  await db.transaction(async (tx) => {
    const [head] = await tx.select({ dealerId: payments.dealerId }).from(payments).where(eq(payments.id, id));
    if (!head) throw notFound();
    if (reversedOn > today) throw fieldError('reversed_on', ACCOUNT_TEXT.reversedOnFuture);
    await lockDealerBalance(tx, head.dealerId);
    // Read again under the lock: a reversal racing this one has committed or not started.
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id));
    if (payment!.status !== 'Received') throw ruleError(ACCOUNT_TEXT.alreadyReversed);
    if (reversedOn < payment!.receivedOn) throw fieldError('reversed_on', ACCOUNT_TEXT.reversedOnBeforeReceived);

    await releasePaymentAllocations(tx, id);
    await tx.update(payments).set({ status: 'Reversed', reversedOn, reversalReason: input.reason }).where(eq(payments.id, id));
    await postDealerLedger(tx, {
      dealerId: payment!.dealerId,
      entryDate: reversedOn,
      kind: 'payment_reversal',
      reference: paymentLedgerReference(payment!),
      description: `Reversed: ${input.reason}`.slice(0, 300),
      cents: toCents(payment!.amount),
      paymentId: id,
      createdBy: actor.accountId,
    });
    await settleDealer(tx, payment!.dealerId);
    await recordAudit(tx, actor, {
      entity: 'payment',
      id,
      action: 'status',
      before: { status: 'Received', allocated: payment!.allocated },
      after: { status: 'Reversed', allocated: formatCents(0n), reversed_on: reversedOn, reversal_reason: input.reason },
      note: `Reversed ${paymentLedgerReference(payment!)}: ${input.reason}`,
    });
  });
  return getPayment(db, id, actor);
}
