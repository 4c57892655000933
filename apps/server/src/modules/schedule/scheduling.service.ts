import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { ORDER_TEXT, type OrderPromise } from '@steelworks/contract/order';
import type { Shortage } from '@steelworks/contract/store';
import { rowsOf, type DbOrTx } from '../../db/client';
import { fieldError, ruleError } from '../../lib/app-error';
import { accounts } from '../../db/accounts.table';
import { orderItems } from '../order/order.table';
import { itemsOfOrder } from '../order/order-items-read';
import { billOfMaterials, materialNeeds } from '../product/bill-of-materials.service';
import { products } from '../product/product.table';
import { findShortages, fromMilli, toMilli } from '../store/store.service';
import { supervisors } from '../supervisor/supervisor.table';
import {
  addDays,
  loadFrom,
  maxDay,
  nextScheduleAutoIds,
  nextSupervisorAvailableDay,
  scheduleItems as planItems,
  workColumns,
  type Placement,
  type SupervisorCapacity,
} from './schedule.capacity';
import { scheduleCounters, scheduleItemDays, scheduleItems, storeSupplies, storeSupplyItems } from './schedule.table';
import { notifySuppliesReady } from './schedule-notify';

// ---------------------------------------------------------------------------------------------------------------
// Capacity

/** Active supervisors that can build at least one column a day. */
async function activeCapacities(db: DbOrTx): Promise<SupervisorCapacity[]> {
  const rows = await db
    .select({ id: supervisors.id, colsPerDay: supervisors.colsPerDay })
    .from(supervisors)
    .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
    .where(and(eq(accounts.active, true), sql`${supervisors.colsPerDay} > 0`))
    .orderBy(asc(supervisors.id));
  return rows;
}

async function bookedFrom(db: DbOrTx, supervisorIds: readonly number[], from: string) {
  if (supervisorIds.length === 0) return new Map();
  const rows = await db
    .select({
      supervisorId: scheduleItemDays.supervisorId,
      day: scheduleItemDays.day,
      cols: sql<number>`sum(${scheduleItemDays.cols})`.mapWith(Number),
    })
    .from(scheduleItemDays)
    .where(and(inArray(scheduleItemDays.supervisorId, [...supervisorIds]), gte(scheduleItemDays.day, from)))
    .groupBy(scheduleItemDays.supervisorId, scheduleItemDays.day);
  return loadFrom(rows);
}

/** next_supervisor_available_day (docs/product/orders.md#next-free-supervisor-day), or null with no supervisor able to work. */
export async function getNextSupervisorAvailableDay(db: DbOrTx, today: string): Promise<string | null> {
  const capacities = await activeCapacities(db);
  const load = await bookedFrom(
    db,
    capacities.map((c) => c.id),
    today,
  );
  return nextSupervisorAvailableDay(capacities, load, today) ?? null;
}

/**
 * Where works (columns per item, in order) would go from `from`, each onto the supervisor free earliest: the one
 * placement code of approval, which books it, and of the promise date, which only reads it.
 */
async function placeWorks(db: DbOrTx, works: readonly number[], from: string): Promise<Placement[]> {
  const capacities = await activeCapacities(db);
  if (capacities.length === 0) throw ruleError(ORDER_TEXT.noSupervisor);
  const load = await bookedFrom(
    db,
    capacities.map((c) => c.id),
    from,
  );
  const placements = planItems(capacities, load, from, works);
  if (placements.some((p) => !p)) throw ruleError(ORDER_TEXT.noSupervisor);
  return placements as Placement[];
}

/**
 * A supply still to provide: Not Provided, of an order being built (Approved or Started; a canceled order's supplies
 * are Canceled). A condition over `store_supplies s` joined to its order `o`, for raw SQL: the promise date and the
 * planning views read the open work through it.
 */
export const OPEN_SUPPLY = sql`s.status = 'Not Provided' and o.status in ('Approved', 'Started')`;

/** What open supplies still need of these store items (milli-units): stock they come first in the queue for. */
async function openSupplyClaims(db: DbOrTx, storeItemIds: readonly number[]): Promise<Map<number, bigint>> {
  if (storeItemIds.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; quantity: string }>(
    db,
    sql`select l.store_item_id as id, sum(l.quantity)::text as quantity
        from store_supplies s
        join schedule_items si on si.id = s.schedule_item_id
        join orders o on o.id = si.order_id
        join store_supply_items l on l.supply_id = s.id
        where ${OPEN_SUPPLY} and l.store_item_id in (${sql.join(
          storeItemIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by l.store_item_id`,
  );
  return new Map(rows.map((row) => [Number(row.id), toMilli(row.quantity)]));
}

/** For short store items, the day purchase orders bring enough of each (thousandths of a stock unit short). */
export type OnOrderDue = (db: DbOrTx, shortfalls: ReadonlyArray<{ storeItemId: number; missingMilli: bigint }>) => Promise<Map<number, string>>;

/**
 * What short materials wait for: the install's lead time (MATERIALS_LEAD_DAYS), unless approved purchase orders bring
 * them sooner. `onOrderDue` is buying's answer, given from above (app.ts hands it to the order flow's routes):
 * scheduling may not import the purchase module, which sits above it (docs/decisions/057-server-modules-one-way.md).
 */
export type MaterialsWait = { leadDays: number; onOrderDue: OnOrderDue };

/**
 * The first day the materials allow work on these items: `from` when the free stock (stock less what the open
 * supplies ahead in the queue still need) covers their bill of materials, else the day approved purchase orders are
 * expected to bring what is short, else today + the lead time, with the shortages (docs/decisions/017-planning.md,
 * docs/decisions/044-purchase-orders-and-receipts.md).
 */
async function materialsFrom(
  db: DbOrTx,
  items: ReadonlyArray<{ product: number; quantity: number }>,
  from: string,
  today: string,
  { leadDays, onOrderDue }: MaterialsWait,
): Promise<{ from: string; shortages: Shortage[] }> {
  const needs = await materialNeeds(db, items);
  const claimed = await openSupplyClaims(db, [...new Set(needs.map((n) => n.storeItemId))]);
  const shortages = await findShortages(db, needs, claimed);
  if (shortages.length === 0) return { from, shortages };
  // What approved purchase orders bring by their expected date stands in for the lead time (decision 044).
  const dues = await onOrderDue(
    db,
    shortages.map((s) => ({ storeItemId: s.store_item, missingMilli: toMilli(s.needed) - toMilli(s.available) })),
  );
  const lead = addDays(today, leadDays);
  return { from: maxDay(from, ...shortages.map((s) => dues.get(s.store_item) ?? lead)), shortages };
}

/**
 * POST /order/promise/: when approval would schedule these items now, as a dry run of the same placement, after the
 * materials lead time when the free stock is short. Approval runs the same steps, so it never starts earlier than the
 * promise made at that moment (bookings made since can only push it later).
 */
export async function promiseFor(
  db: DbOrTx,
  input: { start_date?: string; orderitem: ReadonlyArray<{ product: number; quantity: number }> },
  today: string,
  wait: MaterialsWait,
): Promise<OrderPromise> {
  const productIds = [...new Set(input.orderitem.map((i) => i.product))];
  const found = await db
    .select({ id: products.id, noOfCols: products.noOfCols })
    .from(products)
    .where(and(inArray(products.id, productIds), isNull(products.deletedAt)));
  const cols = new Map(found.map((p) => [p.id, p.noOfCols]));
  const missing = input.orderitem.findIndex((i) => !cols.has(i.product));
  if (missing >= 0) throw fieldError(`orderitem.${missing}.product`, ORDER_TEXT.unknownProduct);

  const requested = maxDay(today, input.start_date);
  const materials = await materialsFrom(db, input.orderitem, requested, today, wait);
  const placements = await placeWorks(
    db,
    input.orderitem.map((i) => workColumns(i.quantity, cols.get(i.product))),
    materials.from,
  );
  return {
    earliest_start: placements.map((p) => p.startDate).reduce((a, b) => (a < b ? a : b)),
    earliest_finish: maxDay(...placements.map((p) => p.endDate)),
    limited_by: materials.shortages.length > 0 ? 'materials' : 'capacity',
    shortages: materials.shortages,
    lead_days: wait.leadDays,
  };
}

/**
 * Approval: every item of the order becomes a schedule item on the supervisor with the earliest free capacity from
 * `from` (after the materials lead time when the free stock is short, as the promise said), with its days booked
 * and a Not Provided store supply of BOM x quantity. Runs inside the approval transaction; the advisory lock makes
 * concurrent approvals book one after the other.
 */
export async function scheduleApprovedOrder(
  tx: DbOrTx,
  orderId: number,
  requestedFrom: string,
  today: string,
  wait: MaterialsWait,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(73110501)`);
  const items = await itemsOfOrder(
    tx.select({ id: orderItems.id, productId: orderItems.productId, quantity: orderItems.quantity, noOfCols: products.noOfCols }).from(orderItems).$dynamic(),
    orderId,
  );
  if (items.length === 0) return;
  const { from } = await materialsFrom(
    tx,
    items.map((i) => ({ product: i.productId, quantity: i.quantity })),
    requestedFrom,
    today,
    wait,
  );
  const placements = await placeWorks(
    tx,
    items.map((i) => workColumns(i.quantity, i.noOfCols)),
    from,
  );

  const year = Number(today.slice(0, 4));
  const [counter] = await tx
    .insert(scheduleCounters)
    .values({ year, lastNumber: items.length })
    .onConflictDoUpdate({ target: scheduleCounters.year, set: { lastNumber: sql`${scheduleCounters.lastNumber} + ${items.length}` } })
    .returning({ lastNumber: scheduleCounters.lastNumber });
  const firstNumber = counter!.lastNumber - items.length + 1;
  const autoIds = nextScheduleAutoIds(year, firstNumber - 1, items.length);
  const bom = await billOfMaterials(
    tx,
    items.map((i) => i.productId),
  );

  // A few statements whatever the number of items. Ids are serial, so the sorted returned ids follow the rows sent.
  const sortedIds = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort((a, b) => a - b);
  const scheduledIds = sortedIds(
    await tx
      .insert(scheduleItems)
      .values(
        items.map((item, index) => {
          const placement = placements[index]!;
          return {
            year,
            number: firstNumber + index,
            autoId: autoIds[index]!,
            orderId,
            orderItemId: item.id,
            supervisorId: placement.supervisorId,
            productId: item.productId,
            quantity: item.quantity,
            cols: placement.cols,
            startDate: placement.startDate,
            endDate: placement.endDate,
          };
        }),
      )
      .returning({ id: scheduleItems.id }),
  );
  const days = items.flatMap((_, index) => {
    const placement = placements[index]!;
    return placement.days.map((d) => ({ scheduleItemId: scheduledIds[index]!, supervisorId: placement.supervisorId, day: d.day, cols: d.cols }));
  });
  // A long item books many days: chunks keep each statement well under PostgreSQL's 65535 parameters.
  for (let i = 0; i < days.length; i += 5000) await tx.insert(scheduleItemDays).values(days.slice(i, i + 5000));
  const supplyIds = sortedIds(
    await tx
      .insert(storeSupplies)
      .values(items.map((_, index) => ({ autoId: autoIds[index]!, scheduleItemId: scheduledIds[index]!, supervisorId: placements[index]!.supervisorId })))
      .returning({ id: storeSupplies.id }),
  );
  const lines = items.flatMap((item, index) =>
    (bom.get(item.productId) ?? []).map((line) => ({
      supplyId: supplyIds[index]!,
      storeItemId: line.storeItemId,
      quantity: fromMilli(toMilli(line.quantity) * BigInt(item.quantity)),
    })),
  );
  for (let i = 0; i < lines.length; i += 5000) await tx.insert(storeSupplyItems).values(lines.slice(i, i + 5000));
  await notifySuppliesReady(tx, supplyIds);
}

/**
 * A canceled order's supplies that were not provided leave the Not Provided tab: they become Canceled (History shows
 * them so) and can never be provided. Provided supplies stay what they were: that stock left the store.
 */
export async function cancelOrderSupplies(tx: DbOrTx, orderId: number): Promise<void> {
  await tx
    .update(storeSupplies)
    .set({ status: 'Canceled' })
    .where(
      and(
        eq(storeSupplies.status, 'Not Provided'),
        inArray(storeSupplies.scheduleItemId, tx.select({ id: scheduleItems.id }).from(scheduleItems).where(eq(scheduleItems.orderId, orderId))),
      ),
    );
}

/** A supply the store has provided: its raw materials left the store (store supply, modules/supply). */
export async function markSupplyProvided(tx: DbOrTx, id: number, accountId: number): Promise<void> {
  await tx.update(storeSupplies).set({ status: 'Provided', providedAt: sql`now()`, providedBy: accountId }).where(eq(storeSupplies.id, id));
}

/** A canceled order frees the capacity its unfinished schedule items had booked from today on. */
export async function releaseOrderCapacity(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.execute(
    sql`delete from ${scheduleItemDays} where ${scheduleItemDays.scheduleItemId} in (select ${scheduleItems.id} from ${scheduleItems} where ${scheduleItems.orderId} = ${orderId} and ${scheduleItems.workStatus} = 'Pending')`,
  );
}
