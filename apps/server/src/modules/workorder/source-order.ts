import { and, eq, ne } from 'drizzle-orm';
import { WORK_ORDER_TEXT } from '@steelworks/contract/workorder';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import { orders } from '../order/order.table';
import { workOrders } from './workorder.table';

/** The dealer order a work order is made from: Approved (or already Started), with no live work order yet. */
export async function sourceOrder(db: DbOrTx, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw fieldError('order', WORK_ORDER_TEXT.order);
  if (order.status !== 'Approved' && order.status !== 'Started') throw fieldError('order', WORK_ORDER_TEXT.orderNotApproved);
  return order;
}

export async function liveWorkOrderOf(db: DbOrTx, orderId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(and(eq(workOrders.orderId, orderId), ne(workOrders.status, 'Canceled')))
    .limit(1);
  return row?.id ?? null;
}
