import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_MATERIALS_LEAD_DAYS, ORDER_TEXT, type OrderPromise } from '@steelworks/contract/order';
import type { Shortage } from '@steelworks/contract/store';
import {
  parseMonth,
  SCHEDULE_AUTO_ID_PATTERN,
  SCHEDULE_TEXT,
  type CalendarEvent,
  type FinishedProduct,
  type FinishedProductInput,
  type FinishedProductLookup,
  type ScheduleItem,
  type SupplyStatus,
  type WorkStatus,
} from '@steelworks/contract/schedule';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type DbOrTx } from '../../db/client';
import { AppError, fieldError, notFound, ruleError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import { cappedCounter, inIds, likePattern, searchCappedCounter, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../account/account.table';
import { orderItems, orders } from '../order/order.table';
import { billOfMaterials, materialNeeds } from '../product/bill-of-materials.service';
import { products } from '../product/product.table';
import { findShortages, fromMilli, toMilli } from '../store/store.service';
import { supervisorIdOfAccount } from '../supervisor/supervisor.service';
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
import { finishedProducts, scheduleCounters, scheduleItemDays, scheduleItems, storeSupplies, storeSupplyItems } from './schedule.table';

export type ScheduleActor = Pick<Actor, 'accountId' | 'role' | 'username'> & { address?: string };

/** A supervisor sees only its own schedule, supplies and checks; -1 (no record) matches nothing. */
async function ownSupervisorId(db: DbOrTx, actor: ScheduleActor): Promise<number | undefined> {
  if (actor.role !== 'supervisor') return undefined;
  return (await supervisorIdOfAccount(db, actor.accountId)) ?? -1;
}

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

/** next_supervisor_available_day (DECISIONS.md section 5), or null with no supervisor able to work. */
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

/**
 * The first day the materials allow work on these items: `from` when the free stock (stock less what the open
 * supplies ahead in the queue still need) covers their bill of materials, else today + the lead time, with the
 * shortages (docs/decisions/017-planning.md).
 */
async function materialsFrom(
  db: DbOrTx,
  items: ReadonlyArray<{ product: number; quantity: number }>,
  from: string,
  today: string,
  leadDays: number,
): Promise<{ from: string; shortages: Shortage[] }> {
  const needs = await materialNeeds(db, items);
  const claimed = await openSupplyClaims(db, [...new Set(needs.map((n) => n.storeItemId))]);
  const shortages = await findShortages(db, needs, claimed);
  return { from: shortages.length > 0 ? maxDay(from, addDays(today, leadDays)) : from, shortages };
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
  leadDays: number,
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
  const materials = await materialsFrom(db, input.orderitem, requested, today, leadDays);
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
    lead_days: leadDays,
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
  leadDays: number = DEFAULT_MATERIALS_LEAD_DAYS,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(73110501)`);
  const items = await tx
    .select({ id: orderItems.id, productId: orderItems.productId, quantity: orderItems.quantity, noOfCols: products.noOfCols })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  if (items.length === 0) return;
  const { from } = await materialsFrom(
    tx,
    items.map((i) => ({ product: i.productId, quantity: i.quantity })),
    requestedFrom,
    today,
    leadDays,
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

/** A canceled order frees the capacity its unfinished schedule items had booked from today on. */
export async function releaseOrderCapacity(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.execute(
    sql`delete from ${scheduleItemDays} where ${scheduleItemDays.scheduleItemId} in (select ${scheduleItems.id} from ${scheduleItems} where ${scheduleItems.orderId} = ${orderId} and ${scheduleItems.workStatus} = 'Pending')`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Schedule items

const itemColumns = {
  id: scheduleItems.id,
  autoId: scheduleItems.autoId,
  startDate: scheduleItems.startDate,
  endDate: scheduleItems.endDate,
  product: products.name,
  productId: scheduleItems.productId,
  productSerial: products.serialNumber,
  quantity: scheduleItems.quantity,
  cols: scheduleItems.cols,
  supervisor: accounts.fullName,
  supervisorId: scheduleItems.supervisorId,
  order: scheduleItems.orderId,
  orderAutoId: orders.autoId,
  orderStatus: orders.status,
  status: storeSupplies.status,
  workStatus: scheduleItems.workStatus,
  finishedAt: scheduleItems.finishedAt,
};
type ItemData = {
  id: number;
  autoId: string;
  startDate: string;
  endDate: string;
  product: string;
  productId: number;
  productSerial: string;
  quantity: number;
  cols: number;
  supervisor: string;
  supervisorId: number;
  order: number;
  orderAutoId: number;
  orderStatus: string;
  status: SupplyStatus | null;
  workStatus: WorkStatus;
  finishedAt: Date | null;
};

function toScheduleItem(r: ItemData): ScheduleItem {
  return {
    id: r.id,
    auto_id: r.autoId,
    start_date: r.startDate,
    end_date: r.endDate,
    product: r.product,
    product_id: r.productId,
    product_serial: r.productSerial,
    quantity: r.quantity,
    cols: r.cols,
    supervisor: r.supervisor,
    supervisor_id: r.supervisorId,
    order: r.order,
    order_auto_id: r.orderAutoId,
    status: (r.status ?? 'Not Provided') as SupplyStatus,
    work_status: r.workStatus as WorkStatus,
    finished_date: r.finishedAt ? r.finishedAt.toISOString().slice(0, 10) : null,
  };
}

function selectItems(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(scheduleItems)
    .innerJoin(products, eq(products.id, scheduleItems.productId))
    .innerJoin(supervisors, eq(supervisors.id, scheduleItems.supervisorId))
    .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
    .innerJoin(orders, eq(orders.id, scheduleItems.orderId))
    .leftJoin(storeSupplies, eq(storeSupplies.scheduleItemId, scheduleItems.id));
}

function itemSearch(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  return or(ilike(scheduleItems.autoId, likePattern(text)), ilike(accounts.fullName, likePattern(text)), ilike(products.name, likePattern(text)));
}

/** GET /supervisor/supervisor_schedule_item/: newest first; a supervisor sees its own. */
export async function listScheduleItems(
  db: DbOrTx,
  query: { search: string; supervisor?: number; work_status?: WorkStatus; week?: string },
  actor: ScheduleActor,
): Promise<PagedQuery<ScheduleItem>> {
  const supervisorId = (await ownSupervisorId(db, actor)) ?? query.supervisor;
  return scheduleItemsOf(db, { supervisorId, workStatus: query.work_status, search: query.search, week: query.week });
}

/** Schedule items of one supervisor (or all), for the supervisor detail's `supervisor_schedule_items` page too. */
export function scheduleItemsOf(
  db: DbOrTx,
  filter: { supervisorId?: number; workStatus?: WorkStatus; search?: string; week?: string },
): PagedQuery<ScheduleItem> {
  const week = filter.week;
  const where = and(
    filter.supervisorId !== undefined ? eq(scheduleItems.supervisorId, filter.supervisorId) : undefined,
    filter.workStatus ? eq(scheduleItems.workStatus, filter.workStatus) : undefined,
    // The items booked in that week, found through the day index (a week holds a few hundred at most).
    week
      ? inArray(
          scheduleItems.id,
          db
            .selectDistinct({ id: scheduleItemDays.scheduleItemId })
            .from(scheduleItemDays)
            .where(and(gte(scheduleItemDays.day, week), lt(scheduleItemDays.day, addDays(week, 7)))),
        )
      : undefined,
    itemSearch(filter.search ?? ''),
  );
  const searched = !!filter.search?.trim();
  return {
    // The names are joined only when the search needs them; a ten-year history is counted up to the cap only.
    ...cappedCounter(db, () =>
      searched
        ? db
            .select({ id: scheduleItems.id })
            .from(scheduleItems)
            .innerJoin(products, eq(products.id, scheduleItems.productId))
            .innerJoin(supervisors, eq(supervisors.id, scheduleItems.supervisorId))
            .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
            .where(where)
        : db.select({ id: scheduleItems.id }).from(scheduleItems).where(where),
      { search: searched },
    ),
    rows: async (limit, offset) => {
      const newestFirst = [desc(scheduleItems.startDate), desc(scheduleItems.id)];
      if (searched) return (await selectItems(db).where(where).orderBy(...newestFirst).limit(limit).offset(offset)).map(toScheduleItem);
      // The page's ids first, from the items alone through their (supervisor, start) index; the joins then cost ten
      // rows. Joined in one statement, the planner would join all of a supervisor's ten years before sorting.
      const pageIds = db.select({ id: scheduleItems.id }).from(scheduleItems).where(where).orderBy(...newestFirst).limit(limit).offset(offset);
      return (await selectItems(db).where(inArray(scheduleItems.id, pageIds)).orderBy(...newestFirst)).map(toScheduleItem);
    },
  };
}

/** GET /supervisor/calender-data/?date=: the items whose work falls in that month (a supervisor: its own). */
export async function calendarEvents(
  db: DbOrTx,
  query: { date?: string; supervisor?: number },
  actor: ScheduleActor,
  today: string,
): Promise<CalendarEvent[]> {
  const month = parseMonth(query.date && query.date.trim() ? query.date : today);
  if (!month) throw fieldError('date', SCHEDULE_TEXT.badMonth);
  const first = `${month.year}-${String(month.month).padStart(2, '0')}-01`;
  const last = addDays(month.month === 12 ? `${month.year + 1}-01-01` : `${month.year}-${String(month.month + 1).padStart(2, '0')}-01`, -1);
  const supervisorId = (await ownSupervisorId(db, actor)) ?? query.supervisor;
  // Only what an event shows: the order and supply joins of the item list would cost a month of rows for nothing.
  // The products are read after, by id: joined, PostgreSQL hashed the whole catalogue for a month's items (issue 15).
  const rows = await db
    .select({
      id: scheduleItems.id,
      autoId: scheduleItems.autoId,
      startDate: scheduleItems.startDate,
      endDate: scheduleItems.endDate,
      productId: scheduleItems.productId,
      quantity: scheduleItems.quantity,
      supervisor: accounts.fullName,
    })
    .from(scheduleItems)
    .innerJoin(supervisors, eq(supervisors.id, scheduleItems.supervisorId))
    .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
    .where(
      and(
        sql`daterange(${scheduleItems.startDate}, ${scheduleItems.endDate}, '[]') && daterange(${first}::date, ${last}::date, '[]')`,
        supervisorId !== undefined ? eq(scheduleItems.supervisorId, supervisorId) : undefined,
      ),
    )
    .orderBy(asc(scheduleItems.startDate), asc(scheduleItems.id))
    .limit(2000);
  const named = await db
    .select({ id: products.id, name: products.name, serial: products.serialNumber })
    .from(products)
    .where(inIds(products.id, [...new Set(rows.map((r) => r.productId))]));
  const productById = new Map(named.map((p) => [p.id, p]));
  return rows.map((r) => ({
    id: r.id,
    auto_id: r.autoId,
    // A schedule item's product is kept by its foreign key (products are removed softly).
    product: productById.get(r.productId)?.name ?? '',
    product_serial: productById.get(r.productId)?.serial ?? '',
    date: r.endDate,
    quantity: r.quantity,
    start_date: r.startDate,
    supervisor: r.supervisor,
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Finished products (quality check)

async function findItemByAutoId(db: DbOrTx, autoId: string) {
  const text = autoId.trim();
  if (!SCHEDULE_AUTO_ID_PATTERN.test(text)) return undefined;
  const [row] = await selectItems(db).where(eq(scheduleItems.autoId, text)).limit(1);
  return row;
}

/**
 * Why a QC record cannot be made for an item now (DECISIONS.md section 11): its order was canceled, or its raw
 * materials were never provided (nothing can have been built). Undefined when it can be checked.
 */
function qcRefusal(item: { orderStatus: string; status: SupplyStatus | null }): string | undefined {
  if (item.orderStatus === 'Canceled') return SCHEDULE_TEXT.qcOrderCanceled;
  if (item.status !== 'Provided') return SCHEDULE_TEXT.qcNotProvided;
  return undefined;
}

/** POST /supervisor/finished-product-id/: the schedule item of that auto_id, or 404; says why QC is refused, if so. */
export async function lookupScheduleItem(db: DbOrTx, autoId: string): Promise<FinishedProductLookup> {
  const row = await findItemByAutoId(db, autoId);
  if (!row) throw notFound();
  const item = toScheduleItem(row);
  const [approved] = await db
    .select({ id: finishedProducts.id })
    .from(finishedProducts)
    .where(and(eq(finishedProducts.scheduleItemId, row.id), eq(finishedProducts.qcStatus, 'Approved')))
    .limit(1);
  return {
    ...item,
    supervisor_schedule_item_auto_id: item.auto_id,
    product_name: item.product,
    approved: !!approved,
    order_status: row.orderStatus,
    qc_refusal: qcRefusal(row) ?? null,
  };
}

const qcAccounts = alias(accounts, 'qc_account');

function finishedQuery(db: DbOrTx) {
  return db
    .select({
      id: finishedProducts.id,
      autoId: scheduleItems.autoId,
      product: scheduleItems.productId,
      productName: products.name,
      productSerial: products.serialNumber,
      quantity: scheduleItems.quantity,
      supervisor: accounts.fullName,
      supervisorId: scheduleItems.supervisorId,
      qcUsername: sql<string>`coalesce(${qcAccounts.username}, '')`,
      qcStatus: finishedProducts.qcStatus,
      note: finishedProducts.note,
      dateAdded: finishedProducts.dateAdded,
    })
    .from(finishedProducts)
    .innerJoin(scheduleItems, eq(scheduleItems.id, finishedProducts.scheduleItemId))
    .innerJoin(products, eq(products.id, scheduleItems.productId))
    .innerJoin(supervisors, eq(supervisors.id, scheduleItems.supervisorId))
    .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
    .leftJoin(qcAccounts, eq(qcAccounts.id, finishedProducts.qcAccountId));
}

type FinishedRow = Awaited<ReturnType<ReturnType<typeof finishedQuery>['limit']>>[number];

function toFinished(r: FinishedRow): FinishedProduct {
  return {
    id: r.id,
    supervisor_schedule_item_auto_id: r.autoId,
    product: r.product,
    product_name: r.productName,
    product_serial: r.productSerial,
    quantity: r.quantity,
    supervisor: r.supervisor,
    supervisor_id: r.supervisorId,
    qc_username: r.qcUsername,
    qc_status: r.qcStatus,
    note: r.note,
    date_added: r.dateAdded.toISOString(),
  };
}

/** GET /supervisor/finishedproducts/: newest first; searchable by item id, product or supervisor; a supervisor: its own. */
export async function listFinishedProducts(
  db: DbOrTx,
  query: { search: string; supervisor?: number },
  actor: ScheduleActor,
): Promise<PagedQuery<FinishedProduct>> {
  const supervisorId = (await ownSupervisorId(db, actor)) ?? query.supervisor;
  const text = query.search.trim();
  const where = and(
    supervisorId !== undefined ? eq(scheduleItems.supervisorId, supervisorId) : undefined,
    text
      ? or(ilike(scheduleItems.autoId, likePattern(text)), ilike(products.name, likePattern(text)), ilike(accounts.fullName, likePattern(text)))
      : undefined,
  );
  return {
    ...searchCappedCounter(
      db,
      text,
      () =>
        db
          .select({ id: finishedProducts.id })
          .from(finishedProducts)
          .innerJoin(scheduleItems, eq(scheduleItems.id, finishedProducts.scheduleItemId))
          .innerJoin(products, eq(products.id, scheduleItems.productId))
          .innerJoin(supervisors, eq(supervisors.id, scheduleItems.supervisorId))
          .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
          .where(where),
      async () =>
        (await db
            .select({ n: count() })
            .from(finishedProducts)
            .innerJoin(scheduleItems, eq(scheduleItems.id, finishedProducts.scheduleItemId))
            .where(where))[0]!.n,
    ),
    rows: async (limit, offset) =>
      (await finishedQuery(db).where(where).orderBy(desc(finishedProducts.dateAdded), desc(finishedProducts.id)).limit(limit).offset(offset)).map(
        toFinished,
      ),
  };
}

/**
 * POST /supervisor/finishedproducts/: Approved finishes the schedule item (once: a second Approved is refused);
 * Defected records the defect and leaves the item open for rework.
 */
export async function createFinishedProduct(db: DbOrTx, input: FinishedProductInput, actor: ScheduleActor): Promise<FinishedProduct> {
  const id = await db.transaction(async (tx) => {
    const row = await findItemByAutoId(tx, input.supervisor_schedule_item_auto_id);
    if (!row) throw fieldError('supervisor_schedule_item_auto_id', SCHEDULE_TEXT.scheduleItemUnknown);
    const [item] = await tx.select().from(scheduleItems).where(eq(scheduleItems.id, row.id)).for('update');
    // A canceled order released its capacity and its supplies cannot be provided: its work is not checked either; nor
    // is an item whose raw materials never left the store.
    // FOR SHARE: a cancel of the order waits until this check is recorded, or this check sees the cancel.
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, item!.orderId)).for('share');
    const [supply] = await tx.select({ status: storeSupplies.status }).from(storeSupplies).where(eq(storeSupplies.scheduleItemId, row.id));
    const refusal = qcRefusal({ orderStatus: order!.status, status: supply?.status ?? null });
    if (refusal) throw ruleError(refusal);
    if (item!.workStatus === 'Finished' && input.qc_status === 'Approved') throw ruleError(SCHEDULE_TEXT.alreadyApproved);
    const [created] = await tx
      .insert(finishedProducts)
      .values({ scheduleItemId: row.id, qcAccountId: actor.accountId, qcStatus: input.qc_status, note: input.note })
      .returning({ id: finishedProducts.id });
    await recordAudit(tx, actor, {
      entity: 'finished_product',
      id: created!.id,
      action: 'create',
      after: { supervisor_schedule_item_auto_id: row.autoId, qc_status: input.qc_status, note: input.note },
    });
    if (input.qc_status === 'Approved') {
      await tx.update(scheduleItems).set({ workStatus: 'Finished', finishedAt: sql`now()` }).where(eq(scheduleItems.id, row.id));
      await recordAudit(tx, actor, {
        entity: 'schedule_item',
        id: row.id,
        action: 'status',
        before: { work_status: item!.workStatus },
        after: { work_status: 'Finished' },
        note: `Passed quality check (${row.autoId})`,
      });
    }
    return created!.id;
  });
  const [row] = await finishedQuery(db).where(eq(finishedProducts.id, id)).limit(1);
  if (!row) throw new AppError('notFound', 'Not found.');
  return toFinished(row);
}
