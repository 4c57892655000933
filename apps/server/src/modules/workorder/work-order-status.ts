import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { workOrders } from './workorder.table';

/** What production tells of a work order's units: how many, how many are completed, and whether any has a work. */
export type UnitProgress = { total: number; completed: number; worked: boolean };

/**
 * Pending until the first work, In Production with it, Completed when every unit is completed (docs/product/work-orders-and-production.md#work-order-statuses).
 * Delivered and Canceled are set by people and stay. The caller holds the work order's row lock and tells how its
 * units stand (production counts them: docs/decisions/055-production-and-work-orders-one-way.md).
 */
export async function settleWorkOrderStatus(tx: DbOrTx, workOrderId: number, units: UnitProgress): Promise<void> {
  const [state] = await tx.select({ status: workOrders.status }).from(workOrders).where(eq(workOrders.id, workOrderId));
  if (!state || state.status === 'Delivered' || state.status === 'Canceled') return;
  const next = units.total > 0 && units.completed === units.total ? 'Completed' : units.worked ? 'In Production' : 'Pending';
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
