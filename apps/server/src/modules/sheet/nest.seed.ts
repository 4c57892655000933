import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { accountIdOf, hasRows } from '../../db/seed-helpers';
import type { AppContext } from '../../lib/context';
import { workOrderItems, workOrders } from '../workorder/workorder.table';
import { createNestPlan } from './nest-plan.service';
import { sheetRemnantMovements, sheetRemnants } from './nest.table';
import { sheets } from './sheet.table';

/** Offcuts kept from earlier jobs: [thickness, width, length] in mm, each on the first live sheet of its thickness. */
const DEMO_REMNANTS: ReadonlyArray<readonly [string, number, number]> = [
  ['1.20', 1220, 640],
  ['1.20', 880, 2100],
  ['1.20', 450, 1800],
  ['1.00', 1250, 520],
  ['2.00', 600, 900],
];

/**
 * The demo's sheet nesting (issue 46 point 7): a few remnants in stock, each with its movement row, and one Planned
 * nest plan for the open work orders with security doors or windows, made by the planner as a production manager would.
 * Idempotent: nothing is written when a remnant exists.
 */
export async function seedNesting(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  if (await hasRows(db, sheetRemnants)) return;
  const adminId = (await accountIdOf(db, 'admin')) ?? null;
  for (const [thick, width, height] of DEMO_REMNANTS) {
    const [sheet] = await db.select({ id: sheets.id }).from(sheets).where(and(eq(sheets.thick, thick), isNull(sheets.deletedAt))).orderBy(asc(sheets.id)).limit(1);
    if (!sheet) continue;
    const [remnant] = await db.insert(sheetRemnants).values({ sheetId: sheet.id, thick, width, height, origin: 'received', createdBy: adminId }).returning();
    await db.insert(sheetRemnantMovements).values({ remnantId: remnant!.id, accountId: adminId, direction: 'in' });
  }
  const open = await db
    .selectDistinct({ id: workOrders.id })
    .from(workOrders)
    .innerJoin(workOrderItems, eq(workOrderItems.workOrderId, workOrders.id))
    .where(and(inArray(workOrderItems.productType, ['Security Door', 'Window Frame', 'Window']), inArray(workOrders.status, ['Pending', 'In Production']), ne(workOrders.status, 'Canceled')))
    .orderBy(asc(workOrders.id))
    .limit(3);
  if (open.length === 0) return;
  await createNestPlan(db, { work_orders: open.map((o) => o.id), parts: [] }, ctx.config.sheetNest, adminId ? { accountId: adminId } : null);
}
