import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealers } from '../dealer/dealer.table';
import type { DemoNotice } from '../notification/notification.seed';
import { orders } from './order.table';

const WORD: Record<string, { event: 'order_approved' | 'order_started' | 'order_shipped' | 'order_delivered'; text: string }> = {
  Approved: { event: 'order_approved', text: 'approved' },
  Started: { event: 'order_started', text: 'started' },
  Shipped: { event: 'order_shipped', text: 'shipped' },
  Delivered: { event: 'order_delivered', text: 'delivered' },
};

/** The demo dealer's bell (docs/decisions/034-notifications.md): its three orders that moved last, as their events read. */
export async function demoOrderNotices(db: DbOrTx, dealerAccount: number): Promise<DemoNotice[]> {
  const recent = await db
    .select({ id: orders.id, autoId: orders.autoId, status: orders.status, at: orders.updatedAt })
    .from(orders)
    .innerJoin(dealers, eq(dealers.id, orders.dealerId))
    .where(and(eq(dealers.accountId, dealerAccount), inArray(orders.status, ['Approved', 'Started', 'Shipped', 'Delivered'])))
    .orderBy(desc(orders.updatedAt))
    .limit(3);
  return recent.map((order) => {
    const kind = WORD[order.status]!;
    return { accountId: dealerAccount, event: kind.event, title: `Order #${order.autoId} ${kind.text}`, body: '', link: `/orders/${order.id}`, createdAt: order.at };
  });
}
