import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settleWorkOrderStatus, type UnitProgress } from '../workorder/work-order-status';
import { productionItems } from './production.table';

/** How a work order's units stand: what its status follows (one statement). */
export async function unitProgress(tx: DbOrTx, workOrderId: number): Promise<UnitProgress> {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${productionItems.status} = 'Completed'))::int`,
      worked: sql<boolean>`exists (select 1 from production_item_works w where w.work_order_id = ${workOrderId})`,
    })
    .from(productionItems)
    .where(eq(productionItems.workOrderId, workOrderId));
  return row!;
}

/**
 * After its units or works changed, the work order's status follows them (the work order module decides it:
 * docs/decisions/055-production-and-work-orders-one-way.md). The caller holds the work order's row lock.
 */
export async function refreshWorkOrderStatus(tx: DbOrTx, workOrderId: number): Promise<void> {
  await settleWorkOrderStatus(tx, workOrderId, await unitProgress(tx, workOrderId));
}
