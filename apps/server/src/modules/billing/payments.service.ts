import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import {
  ACCOUNT_TEXT,
  CASH_LIMIT_CENTS,
  cashLimitMessage,
  chequeDateProblem,
  entryDateProblem,
  paymentCountsOn,
  paymentModeLabel,
  tdsQuarterOf,
  type Payment,
  type PaymentInput,
  type PaymentReversalInput,
} from '@steelworks/contract/dealer-account';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound, ruleError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { inIds } from '../../lib/paginate';
import { dealers } from '../dealer/dealer.table';
import { allocatePayment, invoiceUnpaid, releasePaymentAllocations, settleDealer } from './allocation.service';
import { lockDealerBalance, postDealerLedger } from './dealer-ledger.service';
import { invoices } from './invoice.table';
import { getPayment, paymentIsPostDated } from './payment-reads.service';
import { issueBankChargesNote } from './bounce-charges.service';
import { getBillingSettings } from './billing-settings.service';
import { nextDocumentNumber, prefixOf } from './document-numbers';
import { payments, receipts } from './payment.table';
import { notifyPaymentReceived } from './billing-notify';
import type { Caller } from '../../lib/caller';

/**
 * Recording and reversing payments received (issue 31 point 3, docs/decisions/031). Each is one transaction that takes
 * the dealer's balance lock first (dealer-ledger.service.ts), so two moves of one dealer run one after the other.
 */

/** "Cheque 123456", "UPI 4521...", "Cash": what the ledger and the statement show for a payment. */
function paymentLedgerReference(payment: { mode: string; chequeNumber: string; reference: string }): string {
  const detail = payment.mode === 'cheque' ? payment.chequeNumber : payment.reference;
  return [paymentModeLabel(payment.mode), detail].filter(Boolean).join(' ').slice(0, 60);
}

/** What the service takes: the request's body; the seed and tests may leave out the TDS and the cheque's date and bank. */
export type PaymentRecordInput = Omit<PaymentInput, 'tds_amount' | 'tds_section' | 'cheque_bank'> &
  Partial<Pick<PaymentInput, 'tds_amount' | 'tds_section' | 'cheque_bank'>>;

type PaymentRow = typeof payments.$inferSelect;

/**
 * POST /billing/payments. The chosen invoices (the dealer's own, Open) are paid in the order given, each up to what is
 * left on it, and the rest stays an advance for the next invoice; without chosen invoices the dealer's advances go to
 * its oldest open invoices (settleDealer), this payment's among them. A cheque dated after today is kept Post-dated:
 * no receipt, no ledger row and no allocation until its date (countDueCheques), docs/decisions/053.
 */
export async function recordPayment(db: DbOrTx, input: PaymentRecordInput, actor: Caller, today: string): Promise<Payment> {
  const dateProblem = entryDateProblem(input.received_on, today, 'The payment date');
  if (dateProblem) throw fieldError('received_on', dateProblem);
  const cheque = input.mode === 'cheque';
  const chequeDate = cheque ? (input.cheque_date ?? input.received_on) : null;
  const chequeProblem = chequeDate && chequeDateProblem(chequeDate, input.received_on, today);
  if (chequeProblem) throw fieldError('cheque_date', chequeProblem);
  const postDated = paymentCountsOn({ mode: input.mode, received_on: input.received_on, cheque_date: chequeDate }) > today;
  const tdsCents = toCents(input.tds_amount ?? '0');
  const tdsSection = input.tds_section ?? '194Q';
  const id = await db.transaction(async (tx) => {
    const [dealer] = await tx.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, input.dealer_id));
    if (!dealer) throw fieldError('dealer_id', ACCOUNT_TEXT.dealerRequired);
    // The dealer's lock first: two cash payments of one dealer and day are added up one after the other (s.269ST).
    await lockDealerBalance(tx, dealer.id);
    if (input.mode === 'cash') await checkCashLimit(tx, dealer.id, input.received_on, toCents(input.amount!));
    const chosen = await chosenInvoices(tx, dealer.id, input.invoice_ids);

    const [payment] = await tx
      .insert(payments)
      .values({
        dealerId: dealer.id,
        amount: input.amount!,
        receivedOn: input.received_on,
        mode: input.mode,
        chequeNumber: cheque ? input.cheque_number : '',
        chequeDate,
        chequeBank: cheque ? (input.cheque_bank ?? '') : '',
        plannedInvoiceIds: postDated ? chosen.map((invoice) => invoice.id) : [],
        status: postDated ? 'Post-dated' : 'Received',
        reference: input.reference,
        note: input.note,
        tdsAmount: formatCents(tdsCents),
        tdsSection: tdsCents > 0n ? tdsSection : null,
        createdBy: actor.accountId,
      })
      .returning();
    const receiptNumber = postDated ? null : await countPayment(tx, payment!, chosen, actor.accountId);
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
        cheque_date: payment!.chequeDate,
        cheque_bank: payment!.chequeBank,
        status: payment!.status,
        reference: payment!.reference,
        tds_amount: payment!.tdsAmount,
        tds_section: payment!.tdsSection,
        receipt_number: receiptNumber,
        invoice_ids: chosen.map((invoice) => invoice.id),
      },
      note: paymentLedgerReference(payment!),
    });
    return payment!.id;
  });
  return getPayment(db, id, actor);
}

/**
 * The money of a payment enters the books, under the dealer's lock: its receipt (rule 50) and ledger rows dated the
 * day it counts (a post-dated cheque: its own date), then the chosen invoices in order (the rest an advance) or, with
 * none, the dealer's oldest open invoices. The dealer hears of it. Answers the receipt's number.
 */
async function countPayment(tx: DbOrTx, payment: PaymentRow, chosen: { id: number; dueCents: bigint }[], createdBy: number | null): Promise<string> {
  const countsOn = paymentCountsOn({ mode: payment.mode, received_on: payment.receivedOn, cheque_date: payment.chequeDate });
  const receipt = await nextDocumentNumber(tx, 'receipt', prefixOf(await getBillingSettings(tx), 'receipt'), countsOn);
  await tx.insert(receipts).values({ paymentId: payment.id, number: receipt.number, financialYear: receipt.financialYear, seq: receipt.seq, receiptDate: countsOn });
  await postDealerLedger(tx, {
    dealerId: payment.dealerId,
    entryDate: countsOn,
    kind: 'payment',
    reference: paymentLedgerReference(payment),
    description: (payment.note || 'Payment received').slice(0, 300),
    cents: -toCents(payment.amount),
    paymentId: payment.id,
    createdBy,
  });
  // The TDS the dealer deducted settles like money but is a claim on the tax department: its own ledger row.
  await postDealerLedger(tx, {
    dealerId: payment.dealerId,
    entryDate: countsOn,
    kind: 'tds',
    reference: `TDS ${payment.tdsSection ?? ''} ${tdsQuarterOf(payment.receivedOn)}`,
    description: `TDS deducted by the dealer, receipt ${receipt.number}`,
    cents: -toCents(payment.tdsAmount),
    paymentId: payment.id,
    createdBy,
  });
  if (chosen.length === 0) {
    await settleDealer(tx, payment.dealerId);
  } else {
    let left = toCents(payment.amount) + toCents(payment.tdsAmount);
    for (const invoice of chosen) {
      const cents = left < invoice.dueCents ? left : invoice.dueCents;
      await allocatePayment(tx, payment.id, invoice.id, cents);
      left -= cents;
      if (left === 0n) break;
    }
  }
  await notifyPaymentReceived(tx, payment.id);
  return receipt.number;
}

/** Post-dated cheques of which no more are read at once; the run reads again until none is left. */
const DUE_BATCH = 200;

/**
 * The business day's run (documents.routes.ts, before the reminders): every post-dated cheque whose date has come is
 * counted as received on its date (countPayment). Each in its own transaction under its dealer's lock, read again
 * there, so two processes running at once count each cheque once. Answers how many were counted.
 */
export async function countDueCheques(db: DbOrTx, today: string): Promise<number> {
  let counted = 0;
  for (;;) {
    const due = await db
      .select({ id: payments.id, dealerId: payments.dealerId })
      .from(payments)
      .where(and(paymentIsPostDated, lte(payments.chequeDate, today)))
      .orderBy(asc(payments.chequeDate), asc(payments.id))
      .limit(DUE_BATCH);
    for (const row of due) {
      counted += await db.transaction(async (tx) => {
        await lockDealerBalance(tx, row.dealerId);
        const [payment] = await tx.select().from(payments).where(and(eq(payments.id, row.id), paymentIsPostDated));
        if (!payment) return 0;
        const [counting] = await tx.update(payments).set({ status: 'Received' }).where(eq(payments.id, row.id)).returning();
        const chosen = await chosenInvoices(tx, payment.dealerId, payment.plannedInvoiceIds, { skipClosed: true });
        const receipt = await countPayment(tx, counting!, chosen, null);
        await recordAudit(tx, null, {
          entity: 'payment',
          id: payment.id,
          action: 'status',
          before: { status: 'Post-dated' },
          after: { status: 'Received', receipt_number: receipt },
          note: `${paymentLedgerReference(payment)} dated ${payment.chequeDate}: counted as received`,
        });
        return 1;
      });
    }
    if (due.length < DUE_BATCH) return counted;
  }
}

/**
 * Income-tax Act s.269ST: the dealer's cash of that day (Received cash payments, read by payments_dealer_cash_day_idx
 * under the dealer's lock) plus this one must stay below 2,00,000; else a 400 on `amount` naming the rule and the day's
 * cash so far. A reversed entry received nothing.
 */
async function checkCashLimit(tx: DbOrTx, dealerId: number, day: string, cents: bigint): Promise<void> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)::numeric(14,2)::text` })
    .from(payments)
    .where(and(eq(payments.dealerId, dealerId), eq(payments.receivedOn, day), eq(payments.mode, 'cash'), eq(payments.status, 'Received')));
  const soFar = toCents(row!.total);
  if (soFar + cents >= CASH_LIMIT_CENTS) throw fieldError('amount', cashLimitMessage(formatCents(soFar)));
}

/**
 * The invoices a payment names, in the order given (a repeat counts once), read under the dealer's lock: each must be
 * the dealer's own and still Open, else a field error under `invoice_ids` and nothing is recorded (`skipClosed`: those
 * no longer open are passed over instead).
 */
async function chosenInvoices(tx: DbOrTx, dealerId: number, ids: number[], options: { skipClosed?: boolean } = {}) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await tx
    .select({ id: invoices.id, dealerId: invoices.dealerId, number: invoices.number, status: invoices.status, unpaid: invoiceUnpaid })
    .from(invoices)
    .where(inIds(invoices.id, unique));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A post-dated cheque's invoices, on its date: one paid or cancelled meanwhile is passed over.
  const usable = options.skipClosed ? unique.filter((id) => byId.get(id)?.status === 'Open' && byId.get(id)?.dealerId === dealerId) : unique;
  return usable.map((id) => {
    const invoice = byId.get(id);
    if (!invoice || invoice.dealerId !== dealerId) throw fieldError('invoice_ids', ACCOUNT_TEXT.invoiceOfOtherDealer);
    if (invoice.status !== 'Open') throw fieldError('invoice_ids', ACCOUNT_TEXT.invoiceNotOpen(invoice.number));
    return { id, dueCents: toCents(invoice.unpaid) };
  });
}

/**
 * POST /billing/payments/:id/reversal: a bounced cheque or a wrong entry. The payment is marked Reversed (never
 * deleted), what it paid is released (those invoices are Open again), a debit row puts its amount back on the ledger,
 * and the dealer's other advances then go to the reopened invoices (settleDealer). A post-dated cheque given back or
 * stopped is Reversed with no ledger row (it never counted). With `bank_charges` on a bounced cheque the dealer gets
 * a debit note for them in the same transaction (bounce-charges.service.ts).
 */
export async function reversePayment(db: DbOrTx, id: number, input: PaymentReversalInput, actor: Caller, today: string): Promise<Payment> {
  const reversedOn = input.reversed_on ?? today;
  const chargesCents = toCents(input.bank_charges ?? '0');
  await db.transaction(async (tx) => {
    const [head] = await tx.select({ dealerId: payments.dealerId }).from(payments).where(eq(payments.id, id));
    if (!head) throw notFound();
    if (reversedOn > today) throw fieldError('reversed_on', ACCOUNT_TEXT.reversedOnFuture);
    await lockDealerBalance(tx, head.dealerId);
    // Read again under the lock: a reversal racing this one has committed or not started.
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id));
    if (payment!.status === 'Reversed') throw ruleError(ACCOUNT_TEXT.alreadyReversed);
    if (toCents(payment!.refunded) > 0n) throw ruleError(ACCOUNT_TEXT.refundedPaymentReversal);
    if (reversedOn < payment!.receivedOn) throw fieldError('reversed_on', ACCOUNT_TEXT.reversedOnBeforeReceived);
    const counted = payment!.status === 'Received';
    if (chargesCents > 0n && payment!.mode !== 'cheque') throw fieldError('bank_charges', ACCOUNT_TEXT.bankChargesNotCheque);
    if (chargesCents > 0n && !counted) throw fieldError('bank_charges', ACCOUNT_TEXT.bankChargesPostDated);

    const paidInvoices = await releasePaymentAllocations(tx, id);
    await tx.update(payments).set({ status: 'Reversed', reversedOn, reversalReason: input.reason }).where(eq(payments.id, id));
    if (counted) {
      await postDealerLedger(tx, {
        dealerId: payment!.dealerId,
        entryDate: reversedOn,
        kind: 'payment_reversal',
        reference: paymentLedgerReference(payment!),
        description: `Reversed: ${input.reason}`.slice(0, 300),
        // The money and the TDS it carried: the invoices it settled are owed again.
        cents: toCents(payment!.amount) + toCents(payment!.tdsAmount),
        paymentId: id,
        createdBy: actor.accountId,
      });
    }
    const note =
      chargesCents > 0n ? await issueBankChargesNote(tx, { payment: payment!, paidInvoices, cents: chargesCents, reason: input.reason, actor, today }) : null;
    await settleDealer(tx, payment!.dealerId);
    await recordAudit(tx, actor, {
      entity: 'payment',
      id,
      action: 'status',
      before: { status: payment!.status, allocated: payment!.allocated },
      after: {
        status: 'Reversed',
        allocated: formatCents(0n),
        reversed_on: reversedOn,
        reversal_reason: input.reason,
        ...(note ? { bank_charges: formatCents(chargesCents), bank_charges_note: note.number } : {}),
      },
      note: `Reversed ${paymentLedgerReference(payment!)}: ${input.reason}`,
    });
  });
  return getPayment(db, id, actor);
}
