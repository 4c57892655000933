import { and, desc, eq, lt } from 'drizzle-orm';
import { formatDisplayDate, todayIn } from '@steelworks/contract/common/dates';
import type { DbOrTx } from '../../db/client';
import { dealers } from '../dealer/dealer.table';
import type { DemoNotice } from '../notification/notification.seed';
import { invoices } from './invoice.table';

/** The demo dealer's bell (docs/decisions/034-notifications.md): its latest invoice, as its event reads. */
export async function demoInvoiceNotices(db: DbOrTx, dealerAccount: number): Promise<DemoNotice[]> {
  const latest = await db
    .select({ id: invoices.id, number: invoices.number, at: invoices.createdAt })
    .from(invoices)
    .innerJoin(dealers, eq(dealers.id, invoices.dealerId))
    .where(eq(dealers.accountId, dealerAccount))
    .orderBy(desc(invoices.id))
    .limit(1);
  return latest.map((invoice) => ({
    accountId: dealerAccount,
    event: 'invoice_issued',
    title: `Invoice ${invoice.number} issued`,
    body: '',
    link: `/billing/invoices/${invoice.id}`,
    createdAt: invoice.at,
  }));
}

/**
 * Automatic sends stay off in the demo, but a few reminders of overdue invoices show what they look like
 * (docs/decisions/049-automatic-sends-and-reminders.md): sent on their due day, in the dealer's bell, on the invoice's
 * "Sent" log and in the delivery log.
 */
export async function demoPaymentReminders(db: DbOrTx, timeZone: string): Promise<DemoNotice[]> {
  const overdue = await db
    .select({ id: invoices.id, number: invoices.number, dueDate: invoices.dueDate, accountId: dealers.accountId })
    .from(invoices)
    .innerJoin(dealers, eq(dealers.id, invoices.dealerId))
    .where(and(eq(invoices.status, 'Open'), lt(invoices.dueDate, todayIn(timeZone))))
    .orderBy(desc(invoices.dueDate), desc(invoices.id))
    .limit(3);
  return overdue.map((invoice) => ({
    accountId: invoice.accountId,
    event: 'document_auto',
    title: `Payment reminder: invoice ${invoice.number}`,
    body: `A reminder: invoice ${invoice.number} was due on ${formatDisplayDate(invoice.dueDate)} and is still unpaid. Please pay at the earliest.`,
    link: `/billing/invoices/${invoice.id}`,
    createdAt: new Date(`${invoice.dueDate}T04:30:00Z`),
  }));
}
