import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { todayIn } from '@steelworks/contract/common/dates';
import { accountIdOf, hasRows, seededRandom } from '../../db/seed-helpers';
import type { AppContext } from '../../lib/context';
import { accounts } from '../../db/accounts.table';
import { orderItems, orders, orderStatusChanges } from '../order/order.table';
import { billOfMaterials } from '../product/bill-of-materials.service';
import { products } from '../product/product.table';
import { fromMilli, toMilli } from '../store/store.service';
import { supervisors } from '../supervisor/supervisor.table';
import { addDays, scheduleItems as planItems, workColumns, type Load } from './schedule.capacity';
import { finishedProducts, scheduleCounters, scheduleItemDays, scheduleItems, storeSupplies, storeSupplyItems } from './schedule.table';

/** A moment of that day (India time), never later than now: demo history must not lie in the future. */
const at = (day: string, hour: number) => new Date(Math.min(Date.now(), new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`).getTime()));

/**
 * Production for the demo orders, consistent with their status: every approved order's items are scheduled by the
 * same capacity rules as a live approval (from its approval day); supplies are Provided once the order started;
 * shipped and delivered work passed QC (some after a first Defected check); started orders are part way through.
 * Historic supplies do not touch today's stock (the store seed is the stock after them).
 */
const minDay = (a: string, b: string) => (a < b ? a : b);

export async function seedSchedule(ctx: AppContext): Promise<void> {
  const db = ctx.db;
  if (await hasRows(db, scheduleItems)) return;
  const capacities = await db
    .select({ id: supervisors.id, colsPerDay: supervisors.colsPerDay })
    .from(supervisors)
    .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
    .where(and(eq(accounts.active, true), sql`${supervisors.colsPerDay} > 0`))
    .orderBy(asc(supervisors.id));
  if (capacities.length === 0) return;
  const scheduled = await db
    .select({ id: orders.id, status: orders.status, startDate: orders.startDate, dateAdded: orders.dateAdded })
    .from(orders)
    .where(inArray(orders.status, ['Approved', 'Started', 'Shipped', 'Delivered']))
    .orderBy(asc(orders.id));
  if (scheduled.length === 0) return;
  const approvals = await db
    .select({ orderId: orderStatusChanges.orderId, changedAt: orderStatusChanges.changedAt })
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.toStatus, 'Approved'));
  const approvedOn = new Map(approvals.map((a) => [a.orderId, a.changedAt.toISOString().slice(0, 10)]));
  const items = await db
    .select({ id: orderItems.id, orderId: orderItems.orderId, productId: orderItems.productId, quantity: orderItems.quantity, noOfCols: products.noOfCols })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, scheduled.map((o) => o.id)))
    .orderBy(asc(orderItems.id));
  const bom = await billOfMaterials(db, [...new Set(items.map((i) => i.productId))]);
  const qcId = await accountIdOf(db, 'qc');
  const storeId = await accountIdOf(db, 'store');
  const today = todayIn(ctx.config.timeZone);
  const random = seededRandom(4711);
  const load: Load = new Map();
  const lastNumber = new Map<number, number>();

  await db.transaction(async (tx) => {
    for (const order of scheduled) {
      const approvedDay = approvedOn.get(order.id) ?? order.dateAdded.toISOString().slice(0, 10);
      const from = [approvedDay, order.startDate ?? approvedDay].reduce((a, b) => (a > b ? a : b));
      const lines = items.filter((i) => i.orderId === order.id);
      const placements = planItems(
        capacities,
        load,
        from,
        lines.map((l) => workColumns(l.quantity, l.noOfCols)),
      );
      const year = Number(approvedDay.slice(0, 4));
      for (const [index, line] of lines.entries()) {
        const placement = placements[index];
        if (!placement) continue;
        const number = (lastNumber.get(year) ?? 0) + 1;
        lastNumber.set(year, number);
        const autoId = `${year}-${number}`;
        // Shipped and delivered work is done; started work is done when its last day is behind us.
        const done = order.status === 'Shipped' || order.status === 'Delivered' || (order.status === 'Started' && placement.endDate < today);
        const [item] = await tx
          .insert(scheduleItems)
          .values({
            year,
            number,
            autoId,
            orderId: order.id,
            orderItemId: line.id,
            supervisorId: placement.supervisorId,
            productId: line.productId,
            quantity: line.quantity,
            cols: placement.cols,
            startDate: placement.startDate,
            endDate: placement.endDate,
            workStatus: done ? 'Finished' : 'Pending',
            finishedAt: done ? at(minDay(placement.endDate, today), 17) : null,
            createdAt: at(approvedDay, 11),
          })
          .returning({ id: scheduleItems.id });
        await tx
          .insert(scheduleItemDays)
          .values(placement.days.map((d) => ({ scheduleItemId: item!.id, supervisorId: placement.supervisorId, day: d.day, cols: d.cols })));
        const provided = order.status !== 'Approved';
        const [supply] = await tx
          .insert(storeSupplies)
          .values({
            autoId,
            scheduleItemId: item!.id,
            supervisorId: placement.supervisorId,
            status: provided ? 'Provided' : 'Not Provided',
            providedAt: provided ? at(placement.startDate, 9) : null,
            providedBy: provided ? (storeId ?? null) : null,
            createdAt: at(approvedDay, 11),
          })
          .returning({ id: storeSupplies.id });
        const materials = bom.get(line.productId) ?? [];
        if (materials.length > 0) {
          await tx.insert(storeSupplyItems).values(
            materials.map((m) => ({ supplyId: supply!.id, storeItemId: m.storeItemId, quantity: fromMilli(toMilli(m.quantity) * BigInt(line.quantity)) })),
          );
        }
        const checks: Array<{ status: 'Approved' | 'Defected'; note: string; day: string }> = [];
        // Shipped work whose capacity slot reaches past today was finished early: its checks happen by today.
        const doneDay = minDay(placement.endDate, today);
        if (done && random() < 0.2) checks.push({ status: 'Defected', note: 'Weld joint uneven, sent back for grinding', day: doneDay });
        if (done) checks.push({ status: 'Approved', note: random() < 0.3 ? 'Checked square and level' : '', day: minDay(addDays(doneDay, checks.length ? 1 : 0), today) });
        if (!done && order.status === 'Started' && placement.startDate < today && random() < 0.4) {
          checks.push({ status: 'Defected', note: 'Hinge alignment off; rework', day: placement.startDate });
        }
        for (const check of checks) {
          await tx.insert(finishedProducts).values({
            scheduleItemId: item!.id,
            qcAccountId: qcId ?? null,
            qcStatus: check.status,
            note: check.note,
            dateAdded: at(check.day, 18),
          });
        }
      }
    }
    for (const [year, last] of lastNumber) {
      await tx
        .insert(scheduleCounters)
        .values({ year, lastNumber: last })
        .onConflictDoUpdate({ target: scheduleCounters.year, set: { lastNumber: sql`greatest(${scheduleCounters.lastNumber}, ${last})` } });
    }
  });
}
