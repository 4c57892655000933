import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { formatDisplayDate, todayIn } from '@steelworks/contract/common/dates';
import type { AppContext } from '../../lib/context';
import { accountIdOf } from '../../db/seed-helpers';
import { authTokens } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { invoices } from '../billing/invoice.table';
import { orders } from '../order/order.table';
import { productionItems, productionItemWorks } from '../production/production.table';
import { notificationDeliveries, notifications } from './notification.table';

/**
 * The demo's bell (issue 34). The demo seeds go through the services, which write an event at every step (hundreds of
 * works and invoices, each with its mail): those are dropped, so a fresh clone's outbox is not flooded, and the demo
 * dealer and worker get a few recent ones instead, the newest unread. Nothing is delivered outside for them.
 */
export async function seedNotifications(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  // Only a database nobody has signed in to yet: its notifications are the seeds' own.
  const [signedIn] = await db.select({ id: authTokens.id }).from(authTokens).limit(1);
  if (signedIn) return;
  await db.delete(notificationDeliveries);
  await db.delete(notifications);

  const rows: Array<typeof notifications.$inferInsert> = [];
  const dealerAccount = await accountIdOf(db, 'dealer');
  if (dealerAccount) {
    const recent = await db
      .select({ id: orders.id, autoId: orders.autoId, status: orders.status, at: orders.updatedAt })
      .from(orders)
      .innerJoin(dealers, eq(dealers.id, orders.dealerId))
      .where(and(eq(dealers.accountId, dealerAccount), inArray(orders.status, ['Approved', 'Started', 'Shipped', 'Delivered'])))
      .orderBy(desc(orders.updatedAt))
      .limit(3);
    const word: Record<string, { event: 'order_approved' | 'order_started' | 'order_shipped' | 'order_delivered'; text: string }> = {
      Approved: { event: 'order_approved', text: 'approved' },
      Started: { event: 'order_started', text: 'started' },
      Shipped: { event: 'order_shipped', text: 'shipped' },
      Delivered: { event: 'order_delivered', text: 'delivered' },
    };
    for (const order of recent) {
      const kind = word[order.status]!;
      rows.push({ accountId: dealerAccount, event: kind.event, title: `Order #${order.autoId} ${kind.text}`, body: '', link: `/orders/${order.id}`, createdAt: order.at });
    }
    const [invoice] = await db
      .select({ id: invoices.id, number: invoices.number, at: invoices.createdAt })
      .from(invoices)
      .innerJoin(dealers, eq(dealers.id, invoices.dealerId))
      .where(eq(dealers.accountId, dealerAccount))
      .orderBy(desc(invoices.id))
      .limit(1);
    if (invoice) {
      rows.push({ accountId: dealerAccount, event: 'invoice_issued', title: `Invoice ${invoice.number} issued`, body: '', link: `/billing/invoices/${invoice.id}`, createdAt: invoice.at });
    }
  }
  const workerAccount = await accountIdOf(db, 'worker');
  if (workerAccount) {
    const works = await db
      .select({ id: productionItemWorks.id, workType: productionItemWorks.workType, unit: productionItems.srNo, at: productionItemWorks.createdAt })
      .from(productionItemWorks)
      .innerJoin(productionItems, eq(productionItems.id, productionItemWorks.productionItemId))
      .where(eq(productionItemWorks.workerId, workerAccount))
      .orderBy(desc(productionItemWorks.id))
      .limit(3);
    for (const work of works) {
      rows.push({ accountId: workerAccount, event: 'work_assigned', title: `New work: ${work.workType} for ${work.unit}`, body: '', link: `/production-item-works/${work.id}`, createdAt: work.at });
    }
  }
  // Issue 48 point 3: automatic sends stay off in the demo, but a few reminders of overdue invoices show what they look
  // like, delivered by mail (in the dealer's bell, on the invoice's "Sent" log and in the delivery log).
  const overdue = await db
    .select({ id: invoices.id, number: invoices.number, dueDate: invoices.dueDate, accountId: dealers.accountId })
    .from(invoices)
    .innerJoin(dealers, eq(dealers.id, invoices.dealerId))
    .where(and(eq(invoices.status, 'Open'), lt(invoices.dueDate, todayIn(ctx.config.timeZone))))
    .orderBy(desc(invoices.dueDate), desc(invoices.id))
    .limit(3);
  const reminders = overdue.map((invoice) => ({
    accountId: invoice.accountId,
    event: 'document_auto' as const,
    title: `Payment reminder: invoice ${invoice.number}`,
    body: `A reminder: invoice ${invoice.number} was due on ${formatDisplayDate(invoice.dueDate)} and is still unpaid. Please pay at the earliest.`,
    link: `/billing/invoices/${invoice.id}`,
    createdAt: new Date(`${invoice.dueDate}T04:30:00Z`),
    readAt: new Date(`${invoice.dueDate}T04:30:00Z`),
  }));
  if (reminders.length > 0) {
    const sent = await db.insert(notifications).values(reminders).returning({ id: notifications.id, accountId: notifications.accountId, createdAt: notifications.createdAt });
    await db.insert(notificationDeliveries).values(
      sent.map((row) => ({ notificationId: row.id, accountId: row.accountId, event: 'document_auto' as const, channel: 'email' as const, status: 'sent' as const, attempts: 1, sentAt: row.createdAt, createdAt: row.createdAt })),
    );
  }

  // Oldest first, so the ids follow the times; all but the newest of each person read.
  rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  const newest = new Map(rows.map((row) => [row.accountId, row]));
  const values = rows.map((row) => ({ ...row, readAt: newest.get(row.accountId) === row ? null : (row.createdAt as Date) }));
  if (values.length > 0) await db.insert(notifications).values(values);
}
