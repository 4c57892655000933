import { eq } from 'drizzle-orm';
import { fillSendText, type SendTextKind } from '@steelworks/contract/documents';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { formatRupees } from '@steelworks/contract/common/money';
import type { DbOrTx } from '../../db/client';
import { dealerAccountOf } from '../dealer/dealer.service';
import { getAutomaticSends } from '../notification/automatic-sends.service';
import { getSendTexts } from '../notification/send-texts.service';
import { notifyPeople, peopleByAccount, sendAutomatically } from '../notification/notify.service';
import { getBillingSettings } from './billing-settings.service';
import { invoices } from './invoice.table';
import { payments, receipts } from './payment.table';

/** The admin's text of a kind with a document's figures (docs/product/sending.md#texts); {link} stays for the worker. */
async function automaticText(
  tx: DbOrTx,
  kind: SendTextKind,
  values: { dealer: string; number: string; amount: string; due_date?: string },
): Promise<string> {
  const [texts, settings] = await Promise.all([getSendTexts(tx), getBillingSettings(tx)]);
  return fillSendText(texts[kind], { ...values, company: settings.legal_name });
}

/**
 * An invoice was issued: its dealer hears of it (docs/decisions/034-notifications.md), and is sent the invoice itself
 * when the admin turned automatic sends on (docs/decisions/049-automatic-sends-and-reminders.md; the worker signs its link).
 */
export async function notifyInvoiceIssued(tx: DbOrTx, invoiceId: number): Promise<void> {
  const [invoice] = await tx
    .select({ number: invoices.number, total: invoices.total, dueDate: invoices.dueDate, dealerId: invoices.dealerId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  const dealer = invoice && (await dealerAccountOf(tx, invoice.dealerId));
  if (!invoice || !dealer) return;
  const people = await peopleByAccount(tx, [dealer.accountId]);
  await notifyPeople(
    tx,
    'invoice_issued',
    people.map((p) => ({
      ...p,
      title: `Invoice ${invoice.number} issued`,
      body: `Total ${formatRupees(invoice.total)}, due ${formatDisplayDate(invoice.dueDate)}`,
      link: `/billing/invoices/${invoiceId}`,
    })),
  );
  const settings = await getAutomaticSends(tx);
  if (settings.send_invoices && people.length > 0) {
    await sendAutomatically(tx, settings, { dealerId: invoice.dealerId, accountId: dealer.accountId }, {
      title: `Invoice ${invoice.number}`,
      body: await automaticText(tx, 'invoice', {
        dealer: dealer.name,
        number: invoice.number,
        amount: formatRupees(invoice.total),
        due_date: formatDisplayDate(invoice.dueDate),
      }),
      link: `/billing/invoices/${invoiceId}`,
    });
  }
}

/** A payment was recorded: its dealer hears of it, and is sent the receipt when automatic sends are on. */
export async function notifyPaymentReceived(tx: DbOrTx, paymentId: number): Promise<void> {
  const [payment] = await tx
    .select({ amount: payments.amount, receivedOn: receipts.receiptDate, number: receipts.number, dealerId: payments.dealerId })
    .from(payments)
    .innerJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(eq(payments.id, paymentId));
  const dealer = payment && (await dealerAccountOf(tx, payment.dealerId));
  if (!payment || !dealer) return;
  const people = await peopleByAccount(tx, [dealer.accountId]);
  await notifyPeople(
    tx,
    'payment_received',
    people.map((p) => ({
      ...p,
      title: `Payment ${formatRupees(payment.amount)} received`,
      body: `Received on ${formatDisplayDate(payment.receivedOn)}. Thank you.`,
      link: `/billing/payments/${paymentId}`,
    })),
  );
  const settings = await getAutomaticSends(tx);
  if (settings.send_receipts && people.length > 0) {
    await sendAutomatically(tx, settings, { dealerId: payment.dealerId, accountId: dealer.accountId }, {
      title: `Receipt ${payment.number}`,
      body: await automaticText(tx, 'receipt', { dealer: dealer.name, number: payment.number, amount: formatRupees(payment.amount) }),
      link: `/billing/payments/${paymentId}`,
    });
  }
}
