import { eq } from 'drizzle-orm';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import type { NotificationEvent } from '@steelworks/contract/notification';
import type { OrderStatus } from '@steelworks/contract/order';
import type { DbOrTx } from '../../db/client';
import { dealerAccountOf } from '../dealer/dealer.service';
import { notifyPeople, peopleByAccount, peopleOfRoles, type Cause } from '../notification/notify.service';
import { orders } from './order.table';

const ORDER_EVENTS: Partial<Record<OrderStatus, { event: NotificationEvent; word: string }>> = {
  Approved: { event: 'order_approved', word: 'approved' },
  Started: { event: 'order_started', word: 'started' },
  Shipped: { event: 'order_shipped', word: 'shipped' },
  Delivered: { event: 'order_delivered', word: 'delivered' },
  Canceled: { event: 'order_cancelled', word: 'cancelled' },
};

/**
 * An order moved (docs/decisions/034-notifications.md): its dealer hears of it (only its own), and of a cancel the
 * office too. Runs in the transaction of the change. An approval's text promises the day the order's last schedule
 * item ends: the caller, above the schedule, gives that read (`promisedDay`: order-flow/order-flow.service.ts).
 */
export async function notifyOrderStatus(
  tx: DbOrTx,
  orderId: number,
  status: OrderStatus,
  cause?: Cause,
  promisedDay?: (tx: DbOrTx, orderId: number) => Promise<string | null>,
): Promise<void> {
  const kind = ORDER_EVENTS[status];
  if (!kind) return;
  const [order] = await tx.select({ autoId: orders.autoId, dealerId: orders.dealerId }).from(orders).where(eq(orders.id, orderId));
  const dealer = order && (await dealerAccountOf(tx, order.dealerId));
  if (!order || !dealer) return;
  let body = '';
  if (status === 'Approved') {
    const day = promisedDay ? await promisedDay(tx, orderId) : null;
    body = day ? `Promised for ${formatDisplayDate(day)}` : '';
  } else if (status === 'Canceled') {
    body = `${dealer.name}'s order`;
  }
  const message = { title: `Order #${order.autoId} ${kind.word}`, body, link: `/orders/${orderId}` };
  const people = [
    ...(await peopleByAccount(tx, [dealer.accountId])),
    ...(status === 'Canceled' ? await peopleOfRoles(tx, ['admin', 'productionmanager'], cause) : []),
  ];
  await notifyPeople(
    tx,
    kind.event,
    people.map((p) => ({ ...p, ...message, body: p.role === 'dealer' && status === 'Canceled' ? '' : message.body })),
  );
}
