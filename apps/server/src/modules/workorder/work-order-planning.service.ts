import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { workOrderItems, workOrders } from './workorder.table';

/** What the planners that cut and nest work orders read of them (docs/decisions/048-dependencies-one-way.md). */
export type PlannedWorkOrder = { id: number; autoId: number; status: string; customerName: string };

/** The heads of some work orders (those that exist), by auto id. */
export async function workOrderHeads(db: DbOrTx, ids: number[]): Promise<PlannedWorkOrder[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: workOrders.id, autoId: workOrders.autoId, status: workOrders.status, customerName: workOrders.customerName })
    .from(workOrders)
    .where(inArray(workOrders.id, ids))
    .orderBy(asc(workOrders.autoId));
}

/** The items of some work orders, in work order and line order. */
export async function workOrderItemsOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(workOrderItems).where(inArray(workOrderItems.workOrderId, ids)).orderBy(asc(workOrderItems.workOrderId), asc(workOrderItems.srNo));
}

/** The work orders of some plans (a cut plan's, a nest plan's): each link with its work order's head, by auto id. */
export async function plannedWorkOrders(db: DbOrTx, planned: ReadonlyArray<{ planId: number; workOrderId: number }>) {
  const heads = await workOrderHeads(db, [...new Set(planned.map((link) => link.workOrderId))]);
  return heads.flatMap((head) => planned.filter((link) => link.workOrderId === head.id).map((link) => ({ planId: link.planId, ...head })));
}
