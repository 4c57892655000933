import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@steelworks/contract/order';
import type { DbOrTx } from '../../db/client';
import { concurrentChange } from '../../lib/app-error';
import { orders, orderStatusChanges } from './order.table';

/**
 * Writes one status move of docs/product/orders.md#statuses-and-moves, which the caller has allowed: the order's new
 * status (with the start and end dates approval sets, the delivery time) and its history row. The order must still
 * be in `from`, else another request moved it first and the answer is the concurrent-change error.
 */
export async function moveOrderStatus(
  tx: DbOrTx,
  id: number,
  { from, to, startDate, endDate, accountId }: { from: OrderStatus; to: OrderStatus; startDate?: string; endDate?: string; accountId: number },
): Promise<void> {
  const [moved] = await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: sql`now()`,
      ...(startDate ? { startDate } : {}),
      ...(endDate ? { endDate } : {}),
      ...(to === 'Delivered' ? { deliveredAt: sql`now()` } : {}),
    })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (!moved) throw concurrentChange();
  await tx.insert(orderStatusChanges).values({ orderId: id, fromStatus: from, toStatus: to, accountId });
}
