// What a plan of work orders does alike, whether it cuts bars (cut-plan.service.ts) or nests sheets
// (sheet/nest-plan.service.ts): the work orders it may take, and the summary its list shows.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound, ruleError } from '../../lib/app-error';
import { accounts } from '../../db/accounts.table';
import { plannedWorkOrders, workOrderHeads } from '../workorder/work-order-planning.service';
import type { PlanWorkOrdersTable } from './plan.table';

/** The work orders asked for, each once: all must exist and none be canceled. Their numbers (auto ids) by id. */
export async function workOrdersToPlan(db: DbOrTx, asked: number[], canceledText: (autoId: number) => string) {
  const ids = [...new Set(asked)];
  const orders = await workOrderHeads(db, ids);
  if (orders.length !== ids.length) throw notFound();
  const canceled = orders.find((order) => order.status === 'Canceled');
  if (canceled) throw ruleError(canceledText(canceled.autoId));
  return { ids, autoIds: new Map(orders.map((order) => [order.id, order.autoId])) };
}

type PlanRow = { id: number; autoId: number; status: string; createdAt: Date; createdBy: number | null; confirmedAt: Date | null };

/** Plans as their list shows them: number, status, work orders, who made them and when; `more` adds a kind's own figures. */
export async function planSummaries<Row extends PlanRow, Status extends string, More extends object>(
  db: DbOrTx,
  rows: Row[],
  links: PlanWorkOrdersTable,
  more: (row: Row) => More,
) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const planned = await plannedWorkOrders(
    db,
    await db.select({ planId: links.planId, workOrderId: links.workOrderId }).from(links).where(inArray(links.planId, ids)),
  );
  const creatorIds = [...new Set(rows.map((row) => row.createdBy).filter((id): id is number => id !== null))];
  const names = new Map(
    creatorIds.length ? (await db.select({ id: accounts.id, name: accounts.fullName }).from(accounts).where(inArray(accounts.id, creatorIds))).map((a) => [a.id, a.name]) : [],
  );
  return rows.map((row) => ({
    id: row.id,
    auto_id: row.autoId,
    status: row.status as Status,
    work_orders: planned.filter((link) => link.planId === row.id).map((link) => ({ id: link.id, auto_id: link.autoId, customer_name: link.customerName })),
    ...more(row),
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy === null ? null : (names.get(row.createdBy) ?? null),
    confirmed_at: row.confirmedAt ? row.confirmedAt.toISOString() : null,
  }));
}
