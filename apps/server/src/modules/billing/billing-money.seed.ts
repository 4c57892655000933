import { and, eq } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { paymentModeLabel, type PaymentMode } from '@steelworks/contract/dealer-account';
import type { DbOrTx } from '../../db/client';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { allocatePayment, releaseInvoiceAllocations, releasePaymentAllocations, settleDealer } from './allocation.service';
import { getBillingSettings } from './billing-settings.service';
import { lockDealerBalance, postDealerLedger } from './dealer-ledger.service';
import { nextDocumentNumber } from './document-numbers';
import { creditNotes, invoices } from './invoice.table';
import { payments } from './payment.table';

/**
 * The demo's payments, the bounced cheque and the credit note, written through the ledger foundation exactly as a payment service does
 * (dealer lock first, one ledger row per move, chosen invoices first, then FIFO), so that the demo holds the same
 * invariants as recorded data.
 */

export type SeedPayment = {
  dealerId: number;
  receivedOn: string;
  cents: bigint;
  mode: PaymentMode;
  chequeNumber?: string;
  reference?: string;
  note?: string;
  /** Paid in this order, each up to its balance; the rest goes FIFO or stays an advance. */
  invoiceIds: number[];
};

type Actor = AuditActor & { accountId?: number | null };

/** What the ledger shows for a payment: its mode and cheque number or reference. */
function paymentReference(mode: PaymentMode, chequeNumber: string, reference: string): string {
  return [paymentModeLabel(mode), chequeNumber || reference].filter(Boolean).join(' ').slice(0, 60);
}

/** The balance still due on an open invoice (0 when it is paid or cancelled). */
export async function invoiceDueCents(tx: DbOrTx, invoiceId: number): Promise<bigint> {
  const [row] = await tx
    .select({ total: invoices.total, paid: invoices.amountPaid })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'Open')));
  return row ? toCents(row.total) - toCents(row.paid) : 0n;
}

export async function recordSeedPayment(tx: DbOrTx, input: SeedPayment, actor: Actor): Promise<number> {
  await lockDealerBalance(tx, input.dealerId);
  const chequeNumber = input.chequeNumber ?? '';
  const reference = input.reference ?? '';
  const [payment] = await tx
    .insert(payments)
    .values({
      dealerId: input.dealerId,
      amount: formatCents(input.cents),
      receivedOn: input.receivedOn,
      mode: input.mode,
      chequeNumber,
      reference,
      note: input.note ?? '',
      createdBy: actor.accountId ?? null,
    })
    .returning({ id: payments.id });
  const paymentId = payment!.id;
  await postDealerLedger(tx, {
    dealerId: input.dealerId,
    entryDate: input.receivedOn,
    kind: 'payment',
    reference: paymentReference(input.mode, chequeNumber, reference),
    description: input.note || 'Payment received',
    cents: -input.cents,
    paymentId,
    createdBy: actor.accountId ?? null,
  });
  let left = input.cents;
  for (const invoiceId of input.invoiceIds) {
    const due = await invoiceDueCents(tx, invoiceId);
    const cents = due < left ? due : left;
    await allocatePayment(tx, paymentId, invoiceId, cents);
    left -= cents;
  }
  await settleDealer(tx, input.dealerId);
  await recordAudit(tx, actor, {
    entity: 'payment',
    id: paymentId,
    action: 'create',
    after: { dealer_id: input.dealerId, amount: formatCents(input.cents), received_on: input.receivedOn, mode: input.mode },
  });
  return paymentId;
}

/** A bounced cheque: released from its invoices, marked Reversed and debited back; other advances then settle. */
export async function reverseSeedPayment(tx: DbOrTx, paymentId: number, day: string, reason: string, actor: Actor): Promise<void> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  await lockDealerBalance(tx, payment!.dealerId);
  await releasePaymentAllocations(tx, paymentId);
  await tx.update(payments).set({ status: 'Reversed', reversedOn: day, reversalReason: reason }).where(eq(payments.id, paymentId));
  await postDealerLedger(tx, {
    dealerId: payment!.dealerId,
    entryDate: day,
    kind: 'payment_reversal',
    reference: paymentReference(payment!.mode, payment!.chequeNumber, payment!.reference),
    description: reason,
    cents: toCents(payment!.amount),
    paymentId,
    createdBy: actor.accountId ?? null,
  });
  await settleDealer(tx, payment!.dealerId);
  await recordAudit(tx, actor, { entity: 'payment', id: paymentId, action: 'update', after: { status: 'Reversed' }, note: reason });
}

/**
 * A credit note cancelling a whole invoice: what was paid on it goes back to its payments as advances, which settle
 * FIFO onto the dealer's other open invoices; the ledger is credited with the invoice's total.
 */
export async function cancelSeedInvoice(tx: DbOrTx, invoiceId: number, day: string, reason: string, actor: Actor): Promise<void> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
  await lockDealerBalance(tx, invoice!.dealerId);
  const settings = await getBillingSettings(tx);
  const { financialYear, seq, number } = await nextDocumentNumber(tx, 'credit_note', settings.credit_note_prefix, day);
  await releaseInvoiceAllocations(tx, invoiceId);
  await tx.update(invoices).set({ status: 'Cancelled' }).where(eq(invoices.id, invoiceId));
  const [note] = await tx
    .insert(creditNotes)
    .values({
      number,
      financialYear,
      seq,
      noteDate: day,
      invoiceId,
      dealerId: invoice!.dealerId,
      reason,
      taxableValue: invoice!.taxableValue,
      cgst: invoice!.cgst,
      sgst: invoice!.sgst,
      igst: invoice!.igst,
      roundOff: invoice!.roundOff,
      total: invoice!.total,
      createdBy: actor.accountId ?? null,
    })
    .returning({ id: creditNotes.id });
  await postDealerLedger(tx, {
    dealerId: invoice!.dealerId,
    entryDate: day,
    kind: 'credit_note',
    reference: number,
    description: `Cancels ${invoice!.number}`,
    cents: -toCents(invoice!.total),
    creditNoteId: note!.id,
    invoiceId,
    createdBy: actor.accountId ?? null,
  });
  await settleDealer(tx, invoice!.dealerId);
  await recordAudit(tx, actor, { entity: 'credit_note', id: note!.id, action: 'create', after: { number, invoice_id: invoiceId, total: invoice!.total }, note: reason });
}
