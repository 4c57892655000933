import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@steelworks/contract/order';
import type { DbOrTx } from '../../db/client';
import { concurrentChange } from '../../lib/app-error';
import { orders, orderStatusChanges } from './order.table';

type StatusMove = { from: OrderStatus; to: OrderStatus; startDate?: string; endDate?: string; accountId: number };

/**
 * Writes one status move of docs/product/orders.md#statuses-and-moves, which the caller has allowed: the order's new
 * status (with the start and end dates approval sets, the delivery time) and its history row. The order must still
 * be in `from`, else another request moved it first and the answer is the concurrent-change error.
 */
export async function moveOrderStatus(tx: DbOrTx, id: number, move: StatusMove): Promise<void> {
  if (!(await moveOrderStatusIfStill(tx, id, move))) throw concurrentChange();
}

/** The same move when the order is still in `from`; false, and nothing written, when it is not (no error). */
export async function moveOrderStatusIfStill(
  tx: DbOrTx,
  id: number,
  { from, to, startDate, endDate, accountId }: StatusMove,
): Promise<boolean> {
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
  if (!moved) return false;
  await tx.insert(orderStatusChanges).values({ orderId: id, fromStatus: from, toStatus: to, accountId });
  return true;
}
