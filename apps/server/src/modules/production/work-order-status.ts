import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { workOrders } from '../workorder/workorder.table';

/**
 * Pending until the first work, In Production with it, Completed when every unit is completed (docs/product/work-orders-and-production.md#work-order-statuses).
 * Delivered and Canceled are set by people and stay. The caller holds the work order's row lock.
 */
export async function refreshWorkOrderStatus(tx: DbOrTx, workOrderId: number): Promise<void> {
  const [state] = await tx
    .select({
      status: workOrders.status,
      // Written out in full: drizzle leaves column names unqualified in a one-table select.
      total: sql<number>`(select count(*)::int from production_items p where p.work_order_id = work_orders.id)`,
      completed: sql<number>`(select count(*)::int from production_items p where p.work_order_id = work_orders.id and p.status = 'Completed')`,
      worked: sql<boolean>`exists (select 1 from production_item_works w where w.work_order_id = work_orders.id)`,
    })
    .from(workOrders)
    .where(eq(workOrders.id, workOrderId));
  if (!state || state.status === 'Delivered' || state.status === 'Canceled') return;
  const next = state.total > 0 && state.completed === state.total ? 'Completed' : state.worked ? 'In Production' : 'Pending';
  if (next !== state.status) {
    await tx.update(workOrders).set({ status: next, updatedAt: sql`now()` }).where(eq(workOrders.id, workOrderId));
  }
}

/** Locks work orders in id order (every writer of works locks its work order first, so none deadlock). */
export async function lockWorkOrders(tx: DbOrTx, ids: readonly number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return new Map<number, { id: number; status: string }>();
  const rows = await tx
    .select({ id: workOrders.id, status: workOrders.status })
    .from(workOrders)
    .where(inArray(workOrders.id, unique))
    .orderBy(asc(workOrders.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}
