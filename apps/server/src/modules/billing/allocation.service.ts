import { and, asc, eq, sql } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { DbOrTx } from '../../db/client';
import { conflict } from './billing-errors';
import { invoices } from './invoice.table';
import { paymentAllocations, payments } from './payment.table';

/**
 * How payments meet invoices (issue 31 point 3, docs/decisions/031). Each function runs inside a transaction that
 * already holds the dealer's balance lock (dealer-ledger.service.ts), so the amounts read here cannot move meanwhile;
 * the conditional updates and CHECK constraints are the second guard.
 */

/** What an open invoice still asks: its total, moved by its notes (adjustment), less what was paid on it. */
export const invoiceUnpaid = sql<string>`(${invoices.total} + ${invoices.adjustment} - ${invoices.amountPaid})::numeric(14,2)::text`;

/** Puts `cents` of a payment on an invoice: both amounts move and an allocation row records it. */
export async function allocatePayment(tx: DbOrTx, paymentId: number, invoiceId: number, cents: bigint): Promise<void> {
  if (cents <= 0n) return;
  const amount = formatCents(cents);
  const [paid] = await tx
    .update(payments)
    .set({ allocated: sql`${payments.allocated} + ${amount}` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'Received'), sql`${payments.allocated} + ${payments.refunded} + ${amount} <= ${payments.amount} + ${payments.tdsAmount}`))
    .returning({ id: payments.id });
  const [invoice] = await tx
    .update(invoices)
    .set({
      amountPaid: sql`${invoices.amountPaid} + ${amount}`,
      status: sql`case when ${invoices.amountPaid} + ${amount} = ${invoices.total} + ${invoices.adjustment} then 'Paid' else 'Open' end::invoice_status`,
    })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'Open'), sql`${invoices.amountPaid} + ${amount} <= ${invoices.total} + ${invoices.adjustment}`))
    .returning({ id: invoices.id });
  if (!paid || !invoice) throw conflict();
  await tx.insert(paymentAllocations).values({ paymentId, invoiceId, amount });
}

/**
 * What of a Received payment is still an advance: money received and TDS, less what is allocated and refunded. The
 * condition is written as payments_advance_idx's predicate, so the reads below use that index.
 */
export const paymentHasAdvance = sql`${payments.status} = 'Received' and ${payments.allocated} + ${payments.refunded} < ${payments.amount} + ${payments.tdsAmount}`;
export const paymentAdvanceAmount = sql<string>`${payments.amount} + ${payments.tdsAmount} - ${payments.allocated} - ${payments.refunded}`;

/** A dealer's advances (payments not wholly allocated or refunded), oldest received first. */
export async function dealerAdvances(tx: DbOrTx, dealerId: number) {
  const rows = await tx
    .select({ id: payments.id, receivedOn: payments.receivedOn, left: paymentAdvanceAmount })
    .from(payments)
    .where(and(eq(payments.dealerId, dealerId), paymentHasAdvance))
    .orderBy(asc(payments.receivedOn), asc(payments.id));
  return rows.map((row) => ({ id: row.id, receivedOn: row.receivedOn, leftCents: toCents(row.left) }));
}

/** A dealer's open invoices, oldest first (by invoice date, then number order). */
async function openInvoicesOf(tx: DbOrTx, dealerId: number) {
  const rows = await tx
    .select({ id: invoices.id, number: invoices.number, total: invoices.total, adjustment: invoices.adjustment, amountPaid: invoices.amountPaid })
    .from(invoices)
    .where(and(eq(invoices.dealerId, dealerId), eq(invoices.status, 'Open')))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.id));
  return rows.map((row) => ({ id: row.id, number: row.number, dueCents: toCents(row.total) + toCents(row.adjustment) - toCents(row.amountPaid) }));
}

/**
 * Uses the dealer's advances on its open invoices, oldest payment on oldest invoice, until one side runs out. Called
 * after anything that makes an invoice or frees money: a new invoice, a payment without chosen invoices, a credit
 * note that released a payment.
 */
export async function settleDealer(tx: DbOrTx, dealerId: number): Promise<void> {
  const advances = await dealerAdvances(tx, dealerId);
  if (advances.length === 0) return;
  const open = await openInvoicesOf(tx, dealerId);
  let a = 0;
  for (const invoice of open) {
    let due = invoice.dueCents;
    while (due > 0n && a < advances.length) {
      const advance = advances[a]!;
      const cents = advance.leftCents < due ? advance.leftCents : due;
      await allocatePayment(tx, advance.id, invoice.id, cents);
      advance.leftCents -= cents;
      due -= cents;
      if (advance.leftCents === 0n) a += 1;
    }
    if (a >= advances.length) return;
  }
}

/** What each payment still pays on an invoice (the sum of its allocation rows), for the rows above zero. */
async function netAllocations(tx: DbOrTx, where: ReturnType<typeof eq>) {
  const rows = await tx
    .select({ paymentId: paymentAllocations.paymentId, invoiceId: paymentAllocations.invoiceId, net: sql<string>`sum(${paymentAllocations.amount})` })
    .from(paymentAllocations)
    .where(where)
    .groupBy(paymentAllocations.paymentId, paymentAllocations.invoiceId)
    .having(sql`sum(${paymentAllocations.amount}) > 0`)
    .orderBy(asc(paymentAllocations.paymentId), asc(paymentAllocations.invoiceId));
  return rows.map((row) => ({ ...row, cents: toCents(row.net) }));
}

/** Takes back what one payment pays on one invoice: a negative allocation row; the invoice is Open again. */
async function releaseAllocation(tx: DbOrTx, paymentId: number, invoiceId: number, cents: bigint): Promise<void> {
  const amount = formatCents(cents);
  await tx.update(payments).set({ allocated: sql`${payments.allocated} - ${amount}` }).where(eq(payments.id, paymentId));
  await tx
    .update(invoices)
    .set({ amountPaid: sql`${invoices.amountPaid} - ${amount}`, status: 'Open' })
    .where(eq(invoices.id, invoiceId));
  await tx.insert(paymentAllocations).values({ paymentId, invoiceId, amount: formatCents(-cents) });
}

/** A credit note cancels an invoice: what was paid on it goes back to the payments as advances. */
export async function releaseInvoiceAllocations(tx: DbOrTx, invoiceId: number): Promise<void> {
  for (const row of await netAllocations(tx, eq(paymentAllocations.invoiceId, invoiceId))) {
    await releaseAllocation(tx, row.paymentId, row.invoiceId, row.cents);
  }
}

/** A bounced cheque: the invoices it paid are open again for what it paid on them. Answers those invoices' ids. */
export async function releasePaymentAllocations(tx: DbOrTx, paymentId: number): Promise<number[]> {
  const rows = await netAllocations(tx, eq(paymentAllocations.paymentId, paymentId));
  for (const row of rows) await releaseAllocation(tx, row.paymentId, row.invoiceId, row.cents);
  return rows.map((row) => row.invoiceId);
}

/**
 * A credit note lowered what an invoice asks below what was paid on it: the excess goes back to the payments as
 * advances, the newest payment first (the older ones stay where the dealer put them).
 */
export async function releaseInvoiceExcess(tx: DbOrTx, invoiceId: number, cents: bigint): Promise<void> {
  let left = cents;
  for (const row of (await netAllocations(tx, eq(paymentAllocations.invoiceId, invoiceId))).reverse()) {
    if (left <= 0n) return;
    const take = row.cents < left ? row.cents : left;
    await releaseAllocation(tx, row.paymentId, row.invoiceId, take);
    left -= take;
  }
}
