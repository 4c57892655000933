import { aliasedTable, and, asc, count, desc, eq, gte, ilike, inArray, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { todayIn } from '@steelworks/contract/common/dates';
import {
  durationMinutes,
  LAST_WORK_TYPE,
  PRODUCTION_STATUSES,
  PRODUCTION_TEXT,
  WORK_MOVES,
  WORK_TYPES,
  workTypeAfter,
  type AssignWorkInput,
  type DefectsSummary,
  type ProductionItem,
  type ProductionItemDetail,
  type ProductionItemListQuery,
  type ProductionStatus,
  type ProductionWork,
  type WorkListQuery,
  type WorkUpdateInput,
} from '@steelworks/contract/production';
import { WORK_ORDER_TEXT, type WorkOrderItem } from '@steelworks/contract/workorder';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, forbidden, notFound, ruleError } from '../../lib/app-error';
import { recordAudit, recordAudits } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import { cappedCounter, inIds, likePattern, likePrefix, type PagedQuery } from '../../lib/paginate';
import { rowsByKey } from '../../lib/rows-by-key';
import { accounts } from '../account/account.table';
import { workOrderItems, workOrders } from '../workorder/workorder.table';
import { productionItems, productionItemWorks } from './production.table';

/** What a service needs of its caller. */
export type ProductionActor = Pick<Actor, 'accountId' | 'role'> & Partial<Pick<Actor, 'address'>>;
/** "Today" in the business time zone, for finished dates. */
export type Today = { today: string };

const works = productionItemWorks;
const items = productionItems;

/** What the History panel shows of a work. */
function workSnapshot(work: typeof works.$inferSelect) {
  return {
    production_item: work.productionItemId,
    worker: work.workerId,
    work_type: work.workType,
    expected_date: work.expectedDate,
    finished_date: work.finishedDate,
    status: work.status,
    note: work.note,
    defective: work.defective,
    defect_reason: work.defectReason,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Units of work order items (DECISIONS.md section 6)

export function unitSrNo(workOrderAutoId: number, itemSrNo: number, unit: number): string {
  return `${workOrderAutoId}-${itemSrNo}-${unit}`;
}

/**
 * Makes a work order item own exactly `quantity` production items: adds units with the lowest free numbers, or
 * removes units that have no works (highest numbers first); refuses to go below the units that have works.
 */
export async function syncUnits(
  tx: DbOrTx,
  workOrder: { id: number; autoId: number },
  item: { id: number; srNo: number; quantity: number },
): Promise<void> {
  const units = await tx
    .select({
      id: items.id,
      unitNo: items.unitNo,
      // Written out in full: drizzle leaves column names unqualified in a one-table select.
      hasWorks: sql<boolean>`exists (select 1 from production_item_works w where w.production_item_id = production_items.id)`,
    })
    .from(items)
    .where(eq(items.workOrderItemId, item.id))
    .orderBy(asc(items.unitNo));
  if (units.length < item.quantity) {
    const taken = new Set(units.map((u) => u.unitNo));
    const values = [];
    for (let k = 1; values.length < item.quantity - units.length; k++) {
      if (taken.has(k)) continue;
      values.push({ srNo: unitSrNo(workOrder.autoId, item.srNo, k), workOrderId: workOrder.id, workOrderItemId: item.id, unitNo: k });
    }
    await tx.insert(items).values(values);
  } else if (units.length > item.quantity) {
    const removable = units.filter((u) => !u.hasWorks).reverse();
    const excess = units.length - item.quantity;
    if (removable.length < excess) {
      throw fieldError('work_order_items', WORK_ORDER_TEXT.cannotLower(item.srNo, units.length - removable.length));
    }
    await tx.delete(items).where(inArray(items.id, removable.slice(0, excess).map((u) => u.id)));
  }
}

/**
 * Pending until the first work, In Production with it, Completed when every unit is completed (DECISIONS.md 6).
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
async function lockWorkOrders(tx: DbOrTx, ids: readonly number[]) {
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

type WorkState = { id: number; workType: string; status: ProductionStatus; defective: boolean; finishedDate: string | null };

/** The unit's fields follow its latest work; with none it waits for its first (Cutting). */
async function applyLatestWork(tx: DbOrTx, itemId: number, work: WorkState | null, addDefect = false): Promise<void> {
  let set: Partial<typeof items.$inferInsert>;
  if (!work) {
    set = { status: 'Pending', currentWork: null, currentWorkStatus: null, currentWorkId: null, nextWorkType: WORK_TYPES[0], finishedDate: null };
  } else if (work.status !== 'Completed') {
    set = { status: 'In Progress', currentWork: work.workType, currentWorkStatus: work.status, currentWorkId: work.id, nextWorkType: null, finishedDate: null };
  } else if (work.defective) {
    set = { status: 'Pending', currentWork: work.workType, currentWorkStatus: 'Completed', currentWorkId: work.id, nextWorkType: work.workType, finishedDate: null };
  } else if (work.workType === LAST_WORK_TYPE) {
    set = { status: 'Completed', currentWork: work.workType, currentWorkStatus: 'Completed', currentWorkId: work.id, nextWorkType: null, finishedDate: work.finishedDate };
  } else {
    set = {
      status: 'Pending',
      currentWork: work.workType,
      currentWorkStatus: 'Completed',
      currentWorkId: work.id,
      nextWorkType: workTypeAfter(work.workType),
      finishedDate: null,
    };
  }
  await tx
    .update(items)
    .set({ ...set, updatedAt: sql`now()`, ...(addDefect ? { defects: sql`${items.defects} + 1` } : {}) })
    .where(eq(items.id, itemId));
}

async function assertWorker(tx: DbOrTx, workerId: number): Promise<void> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, workerId), eq(accounts.role, 'worker'), eq(accounts.active, true)))
    .limit(1);
  if (!row) throw fieldError('worker', PRODUCTION_TEXT.workerUnknown);
}

function checkFinishedDate(date: string | undefined, today: string): void {
  if (date && date > today) throw fieldError('finished_date', PRODUCTION_TEXT.finishedInFuture);
}

// ---------------------------------------------------------------------------------------------------------------
// Assign (POST /production/productionitemwork/)

export async function assignWorks(db: DbOrTx, input: AssignWorkInput, actor: ProductionActor, { today }: Today): Promise<ProductionWork[]> {
  const ids = [...new Set(input.production_items?.length ? input.production_items : [input.production_item!])];
  checkFinishedDate(input.finished_date, today);
  const created = await db.transaction(async (tx) => {
    await assertWorker(tx, input.worker);
    const found = await tx.select({ id: items.id, workOrderId: items.workOrderId }).from(items).where(inArray(items.id, ids));
    if (found.length !== ids.length) throw fieldError('production_items', PRODUCTION_TEXT.itemUnknown);
    const locked = await lockWorkOrders(
      tx,
      found.map((f) => f.workOrderId),
    );
    const units = await tx.select().from(items).where(inArray(items.id, ids)).orderBy(asc(items.id)).for('update');
    for (const unit of units) {
      const status = locked.get(unit.workOrderId)?.status;
      if (status === 'Delivered' || status === 'Canceled') throw ruleError(PRODUCTION_TEXT.workOrderClosed(unit.srNo));
      if (unit.status === 'In Progress') throw ruleError(PRODUCTION_TEXT.itemBusy(unit.srNo));
      if (unit.status === 'Completed') throw ruleError(PRODUCTION_TEXT.itemCompleted(unit.srNo));
    }
    const completing = input.status === 'Completed';
    const inserted = await tx
      .insert(works)
      .values(
        units.map((unit) => ({
          productionItemId: unit.id,
          workOrderId: unit.workOrderId,
          workerId: input.worker,
          workType: input.work_type,
          expectedDate: input.expected_date ?? null,
          finishedDate: completing ? (input.finished_date ?? today) : null,
          status: input.status,
          note: input.note,
          startedAt: input.status === 'Pending' ? null : sql`now()`,
          finishedAt: completing ? sql`now()` : null,
          assignedBy: actor.accountId,
        })),
      )
      .returning();
    await recordAudits(
      tx,
      actor,
      inserted.map((work) => ({ entity: 'production_item_work', id: work.id, action: 'create' as const, after: workSnapshot(work) })),
    );
    // The work each unit finished before now has its next work.
    const previous = units.map((u) => u.currentWorkId).filter((id): id is number => id !== null);
    if (previous.length) await tx.update(works).set({ nextWorkAssigned: true }).where(inArray(works.id, previous));
    for (const work of inserted) {
      await applyLatestWork(tx, work.productionItemId, {
        id: work.id,
        workType: input.work_type,
        status: input.status,
        defective: false,
        finishedDate: work.finishedDate,
      });
    }
    for (const workOrderId of locked.keys()) await refreshWorkOrderStatus(tx, workOrderId);
    return inserted.map((w) => w.id);
  });
  return readWorks(db, created);
}

// ---------------------------------------------------------------------------------------------------------------
// Status changes (PUT/PATCH /production/productionitemwork/{id}/)

export async function updateWork(db: DbOrTx, id: number, input: WorkUpdateInput, actor: ProductionActor, { today }: Today): Promise<ProductionWork> {
  const isManager = actor.role === 'admin' || actor.role === 'productionmanager';
  await db.transaction(async (tx) => {
    const [head] = await tx.select({ workOrderId: works.workOrderId }).from(works).where(eq(works.id, id)).limit(1);
    if (!head) throw notFound();
    const workOrder = (await lockWorkOrders(tx, [head.workOrderId])).get(head.workOrderId)!;
    const [work] = await tx.select().from(works).where(eq(works.id, id)).for('update');
    if (!work) throw notFound();
    if (!isManager && work.workerId !== actor.accountId) throw forbidden(PRODUCTION_TEXT.notYours);
    if (!isManager && (input.worker !== undefined || input.work_type !== undefined || input.expected_date !== undefined)) {
      throw forbidden('Only a production manager can change the worker, the work or the expected date');
    }
    if (workOrder.status === 'Delivered' || workOrder.status === 'Canceled') throw ruleError(PRODUCTION_TEXT.workOrderClosed(`Work ${work.autoId}`));
    checkFinishedDate(input.finished_date, today);

    const to = input.status ?? input.current_work_status ?? (input.defective ? 'Completed' : undefined);
    const moving = to !== undefined && to !== work.status;
    if (moving && !WORK_MOVES[work.status].includes(to)) throw ruleError(PRODUCTION_TEXT.moveRefused(work.status, to));
    // Completing a completed work again (a second tap, or the loser of two at once) changes nothing and says so;
    // the status form may still resend "Completed" with a corrected note or finished date.
    const edits = input.note !== undefined || input.finished_date !== undefined;
    if (work.status === 'Completed' && to === 'Completed' && (input.defective !== undefined || !edits)) {
      throw ruleError(PRODUCTION_TEXT.moveRefused('Completed', 'Completed'));
    }
    if (input.defective && (to ?? work.status) !== 'Completed') throw fieldError('status', 'Only a completed work can be Defective');
    if (input.worker !== undefined && input.worker !== work.workerId) await assertWorker(tx, input.worker);
    if (work.status === 'Completed' && input.work_type !== undefined && input.work_type !== work.workType) {
      throw ruleError('The work of a completed work cannot change');
    }

    const completing = moving && to === 'Completed';
    const changes = {
      ...(moving ? { status: to } : {}),
      ...(moving && to === 'In Progress' ? { startedAt: sql`now()` } : {}),
      ...(completing
        ? {
            startedAt: sql`coalesce(${works.startedAt}, now())`,
            finishedAt: sql`now()`,
            finishedDate: input.finished_date ?? today,
            defective: !!input.defective,
            defectReason: input.defective ? input.defect_reason! : '',
          }
        : input.finished_date !== undefined && work.status === 'Completed'
          ? { finishedDate: input.finished_date }
          : {}),
      ...(input.note !== undefined ? { note: input.note } : {}),
      ...(input.worker !== undefined ? { workerId: input.worker } : {}),
      ...(input.work_type !== undefined ? { workType: input.work_type } : {}),
      ...(input.expected_date !== undefined ? { expectedDate: input.expected_date } : {}),
    };
    // A form that sends nothing to change (an empty PATCH) leaves the work as it is.
    if (Object.keys(changes).length === 0) return;
    const [updated] = await tx
      .update(works)
      .set(changes)
      // The status it was read with: a second completion at the same moment changes nothing.
      .where(and(eq(works.id, id), eq(works.status, work.status)))
      .returning();
    if (!updated) throw new AppError('conflict', 'Another change was made at the same moment. Please try again.');
    await recordAudit(tx, actor, {
      entity: 'production_item_work',
      id,
      action: moving ? 'status' : 'update',
      before: workSnapshot(work),
      after: workSnapshot(updated),
    });
    if (moving || input.work_type !== undefined) {
      await applyLatestWork(tx, work.productionItemId, updated, completing && updated.defective);
      await refreshWorkOrderStatus(tx, work.workOrderId);
    }
  });
  return (await readWorks(db, [id]))[0]!;
}

/** Only an open work can be deleted (a mistaken assignment); the unit goes back to its previous state. */
export async function deleteWork(db: DbOrTx, id: number, actor: ProductionActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [head] = await tx.select({ workOrderId: works.workOrderId }).from(works).where(eq(works.id, id)).limit(1);
    if (!head) throw notFound();
    await lockWorkOrders(tx, [head.workOrderId]);
    const [work] = await tx.select().from(works).where(eq(works.id, id)).for('update');
    if (!work) throw notFound();
    if (work.status === 'Completed') throw ruleError(PRODUCTION_TEXT.completedWorkDelete);
    await tx.delete(works).where(eq(works.id, id));
    await recordAudit(tx, actor, { entity: 'production_item_work', id, action: 'delete', before: workSnapshot(work) });
    const [previous] = await tx
      .select()
      .from(works)
      .where(eq(works.productionItemId, work.productionItemId))
      .orderBy(desc(works.id))
      .limit(1);
    if (previous) await tx.update(works).set({ nextWorkAssigned: false }).where(eq(works.id, previous.id));
    await applyLatestWork(tx, work.productionItemId, previous ?? null);
    await refreshWorkOrderStatus(tx, work.workOrderId);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Reading works

/** A work and its worker's name: what the work order view nests under each unit (works joined to accounts). */
const workerWorkColumns = {
  id: works.id,
  autoId: works.autoId,
  productionItemId: works.productionItemId,
  workerId: works.workerId,
  workerName: accounts.fullName,
  workType: works.workType,
  expectedDate: works.expectedDate,
  finishedDate: works.finishedDate,
  status: works.status,
  note: works.note,
  defective: works.defective,
  defectReason: works.defectReason,
  nextWorkAssigned: works.nextWorkAssigned,
  startedAt: works.startedAt,
  finishedAt: works.finishedAt,
};

/** A work as the lists and detail show it: also its unit and work order (see workSelect's joins). */
const workColumns = {
  ...workerWorkColumns,
  srNo: items.srNo,
  itemStatus: items.status,
  itemCurrentWorkId: items.currentWorkId,
  itemNextWorkType: items.nextWorkType,
  workOrderId: works.workOrderId,
  workOrderAutoId: workOrders.autoId,
  createdAt: works.createdAt,
};
type WorkRow = {
  id: number;
  autoId: number;
  productionItemId: number;
  srNo: string;
  itemStatus: ProductionStatus;
  itemCurrentWorkId: number | null;
  itemNextWorkType: string | null;
  workOrderId: number;
  workOrderAutoId: number;
  workerId: number;
  workerName: string;
  workType: string;
  expectedDate: string | null;
  finishedDate: string | null;
  status: ProductionStatus;
  note: string;
  defective: boolean;
  defectReason: string;
  nextWorkAssigned: boolean;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
};

function toWork(r: WorkRow): ProductionWork {
  const waiting = r.status === 'Completed' && !r.nextWorkAssigned && r.itemStatus === 'Pending' && r.itemCurrentWorkId === r.id;
  return {
    id: r.id,
    auto_id: r.autoId,
    production_item: r.productionItemId,
    production_item_sr_no: r.srNo,
    work_order: r.workOrderId,
    work_order_auto_id: r.workOrderAutoId,
    worker: r.workerId,
    worker_name: r.workerName,
    work_type: r.workType,
    expected_date: r.expectedDate,
    finished_date: r.finishedDate,
    status: r.status,
    note: r.note,
    defective: r.defective,
    defect_reason: r.defectReason,
    started_at: r.startedAt?.toISOString() ?? null,
    finished_at: r.finishedAt?.toISOString() ?? null,
    duration_minutes: durationMinutes(r.startedAt, r.finishedAt),
    next_work_assigned: r.nextWorkAssigned,
    can_assign_next: waiting,
    next_work_type: waiting ? r.itemNextWorkType : null,
    created_at: r.createdAt.toISOString(),
  };
}

function workSelect(db: DbOrTx) {
  return db
    .select(workColumns)
    .from(works)
    .innerJoin(items, eq(items.id, works.productionItemId))
    .innerJoin(workOrders, eq(workOrders.id, works.workOrderId))
    .innerJoin(accounts, eq(accounts.id, works.workerId));
}

async function readWorks(db: DbOrTx, ids: readonly number[]): Promise<ProductionWork[]> {
  if (ids.length === 0) return [];
  return (await workSelect(db).where(inArray(works.id, [...ids])).orderBy(asc(works.id))).map(toWork);
}

export async function getWork(db: DbOrTx, id: number): Promise<ProductionWork> {
  const [row] = await workSelect(db).where(eq(works.id, id)).limit(1);
  if (!row) throw notFound();
  return toWork(row);
}

/**
 * Each search arm is an index lookup: the ids of matching units and workers are read first and the works asked for by
 * value (`inIds`), so PostgreSQL ORs index scans instead of filtering every work of ten years.
 */
async function workSearch(db: DbOrTx, search: string): Promise<SQL | undefined> {
  const text = search.trim().replace(/^#/, '');
  if (!text) return undefined;
  const pattern = likePattern(text);
  const number = /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  const [units, workers] = await Promise.all([
    db.select({ id: items.id }).from(items).where(srNoMatches(text)),
    db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.role, 'worker'), ilike(accounts.fullName, pattern))),
  ]);
  return or(
    number !== undefined ? eq(works.autoId, number) : undefined,
    inIds(works.productionItemId, units.map((row) => row.id)),
    inIds(works.workerId, workers.map((row) => row.id)),
  );
}

export async function listWorks(db: DbOrTx, query: WorkListQuery): Promise<PagedQuery<ProductionWork>> {
  const where = and(
    query.status ? eq(works.status, query.status) : undefined,
    query.worker ? eq(works.workerId, query.worker) : undefined,
    query.production_item ? eq(works.productionItemId, query.production_item) : undefined,
    await workSearch(db, query.search),
  );
  const newestFirst = (filter: SQL | undefined, limit: number) => workSelect(db).where(filter).orderBy(desc(works.id)).limit(limit);
  return {
    ...cappedCounter(db, () => db.select({ id: works.id }).from(works).where(where), { search: query.search }),
    rows: async (limit, offset) => (await newestFirst(where, limit).offset(offset)).map(toWork),
    rowsAfter: async (limit, last) => (await newestFirst(and(where, lt(works.id, last.id)), limit)).map(toWork),
  };
}

/** "My works": the caller's open works, overdue and today's first, then by expected date; or those it finished today. */
export function listMyWorks(db: DbOrTx, state: 'open' | 'done', actor: ProductionActor, { today }: Today, timeZone: string): PagedQuery<ProductionWork> {
  if (state === 'done') {
    const since = sql`(${today}::date)::timestamp at time zone ${timeZone}`;
    const where = and(eq(works.workerId, actor.accountId), gte(works.finishedAt, since));
    return {
      count: async () => (await db.select({ n: count() }).from(works).where(where))[0]!.n,
      rows: async (limit, offset) =>
        (await workSelect(db).where(where).orderBy(desc(works.finishedAt)).limit(limit).offset(offset)).map(toWork),
    };
  }
  const where = and(eq(works.workerId, actor.accountId), ne(works.status, 'Completed'));
  return {
    count: async () => (await db.select({ n: count() }).from(works).where(where))[0]!.n,
    rows: async (limit, offset) =>
      (
        await workSelect(db)
          .where(where)
          // Started ones first (they are in hand), then due today or overdue, then the rest by date; no date last.
          .orderBy(
            sql`(${works.status} = 'In Progress') desc`,
            sql`(${works.expectedDate} <= ${today}) desc nulls last`,
            sql`${works.expectedDate} asc nulls last`,
            asc(works.id),
          )
          .limit(limit)
          .offset(offset)
      ).map(toWork),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Production items

const currentWorker = aliasedTable(accounts, 'current_worker');

const itemColumns = {
  id: items.id,
  srNo: items.srNo,
  status: items.status,
  currentWork: items.currentWork,
  currentWorkStatus: items.currentWorkStatus,
  currentWorkId: items.currentWorkId,
  finishedDate: items.finishedDate,
  note: items.note,
  nextWorkType: items.nextWorkType,
  defects: items.defects,
  workOrderId: items.workOrderId,
  workOrderAutoId: workOrders.autoId,
  customerName: workOrders.customerName,
  workOrderItemId: items.workOrderItemId,
  productType: workOrderItems.productType,
  width: workOrderItems.width,
  height: workOrderItems.height,
  channelSize: workOrderItems.channelSize,
  itemSrNo: workOrderItems.srNo,
  currentWorkerId: works.workerId,
  currentWorkerName: currentWorker.fullName,
};
type ItemRow = {
  id: number;
  srNo: string;
  status: ProductionStatus;
  currentWork: string | null;
  currentWorkStatus: ProductionStatus | null;
  currentWorkId: number | null;
  finishedDate: string | null;
  note: string;
  nextWorkType: string | null;
  defects: number;
  workOrderId: number;
  workOrderAutoId: number;
  customerName: string;
  workOrderItemId: number;
  productType: string;
  width: string;
  height: string;
  channelSize: string;
  itemSrNo: number;
  currentWorkerId: number | null;
  currentWorkerName: string | null;
};

/** "Door Frame 90x210 4x2" from a work order item's columns. */
export function describeItem(i: { productType: string; width: string | number; height: string | number; channelSize: string }): string {
  const size = Number(i.width) || Number(i.height) ? `${Number(i.width)}x${Number(i.height)}` : '';
  return [i.productType, size, i.channelSize].filter(Boolean).join(' ');
}

function toItem(r: ItemRow): ProductionItem {
  const open = r.status === 'In Progress';
  return {
    id: r.id,
    sr_no: r.srNo,
    status: r.status,
    current_work: r.currentWork,
    current_work_status: r.currentWorkStatus,
    current_work_id: open ? r.currentWorkId : null,
    current_worker: open ? r.currentWorkerId : null,
    current_worker_name: open ? r.currentWorkerName : null,
    finished_date: r.finishedDate,
    note: r.note,
    next_work_type: r.status === 'Pending' ? (r.nextWorkType ?? WORK_TYPES[0]) : null,
    defects: r.defects,
    work_order: r.workOrderId,
    work_order_auto_id: r.workOrderAutoId,
    work_order_item: r.workOrderItemId,
    description: describeItem(r),
    customer_name: r.customerName,
  };
}

function itemSelect(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(items)
    .innerJoin(workOrders, eq(workOrders.id, items.workOrderId))
    .innerJoin(workOrderItems, eq(workOrderItems.id, items.workOrderItemId))
    .leftJoin(works, eq(works.id, items.currentWorkId))
    .leftJoin(currentWorker, eq(currentWorker.id, works.workerId));
}

/** A unit's serial number, or its work order's customer or number (the matching work orders read first, by value). */
async function itemSearch(db: DbOrTx, search: string): Promise<SQL | undefined> {
  const text = search.trim().replace(/^#/, '');
  if (!text) return undefined;
  const pattern = likePattern(text);
  const number = /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  const orders = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(or(ilike(workOrders.customerName, pattern), number !== undefined ? eq(workOrders.autoId, number) : undefined));
  return or(
    srNoMatches(text),
    inIds(items.workOrderId, orders.map((row) => row.id)),
  );
}

/**
 * A unit number as people type it: text that starts with a digit is the start of a printed number (`<work order>-
 * <item>-<k>`), read as a range of production_items_sr_no_prefix_idx; a trigram search for "10000-1-" read the
 * posting lists of "000" and "-1-", which hold most units of ten years (issue 15). Other text is found anywhere in it.
 */
function srNoMatches(text: string): SQL {
  return /^\d/.test(text) ? like(items.srNo, likePrefix(text)) : ilike(items.srNo, likePattern(text));
}

export async function listProductionItems(db: DbOrTx, query: ProductionItemListQuery): Promise<PagedQuery<ProductionItem>> {
  const where = and(
    query.status ? eq(items.status, query.status) : undefined,
    query.work_order ? eq(items.workOrderId, query.work_order) : undefined,
    query.sr_no ? sql`lower(${items.srNo}) = lower(${query.sr_no})` : undefined,
    await itemSearch(db, query.search),
  );
  return {
    ...cappedCounter(db, () => db.select({ id: items.id }).from(items).where(where), { search: query.search }),
    rows: async (limit, offset) => (await itemSelect(db).where(where).orderBy(desc(items.id)).limit(limit).offset(offset)).map(toItem),
  };
}

export async function getProductionItem(db: DbOrTx, id: number): Promise<ProductionItemDetail> {
  const [row] = await itemSelect(db).where(eq(items.id, id)).limit(1);
  if (!row) throw notFound();
  const history = await workSelect(db).where(eq(works.productionItemId, id)).orderBy(asc(works.id));
  return { ...toItem(row), production_item_works: history.map(toWork) };
}

export async function updateProductionItem(db: DbOrTx, id: number, note: string, actor: ProductionActor): Promise<ProductionItemDetail> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ note: items.note }).from(items).where(eq(items.id, id)).for('update');
    if (!before) throw notFound();
    await tx.update(items).set({ note, updatedAt: sql`now()` }).where(eq(items.id, id));
    await recordAudit(tx, actor, { entity: 'production_item', id, action: 'update', before, after: { note } });
  });
  return getProductionItem(db, id);
}

/** Deleting a unit lowers its work order item's quantity by one (a unit with works cannot go). */
export async function deleteProductionItem(db: DbOrTx, id: number, actor: ProductionActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [head] = await tx.select({ workOrderId: items.workOrderId }).from(items).where(eq(items.id, id)).limit(1);
    if (!head) throw notFound();
    const workOrder = (await lockWorkOrders(tx, [head.workOrderId])).get(head.workOrderId)!;
    if (workOrder.status === 'Delivered' || workOrder.status === 'Canceled') throw ruleError(PRODUCTION_TEXT.workOrderClosed(`Unit ${id}`));
    const [unit] = await tx.select().from(items).where(eq(items.id, id)).for('update');
    const [used] = await tx.select({ n: count() }).from(works).where(eq(works.productionItemId, id));
    if (used!.n > 0) throw ruleError(PRODUCTION_TEXT.itemHasWorks);
    await tx.delete(items).where(eq(items.id, id));
    await recordAudit(tx, actor, { entity: 'production_item', id, action: 'delete', before: { sr_no: unit!.srNo, status: unit!.status, note: unit!.note } });
    await tx
      .update(workOrderItems)
      .set({ quantity: sql`${workOrderItems.quantity} - 1` })
      .where(eq(workOrderItems.id, unit!.workOrderItemId));
    await refreshWorkOrderStatus(tx, head.workOrderId);
  });
}

/** The production items and works of a work order, nested under its items (one statement each). */
export async function productionOfWorkOrder(db: DbOrTx, workOrderId: number): Promise<Map<number, WorkOrderItem['production_items']>> {
  const [units, history] = await Promise.all([
    db
      .select({
        id: items.id,
        workOrderItemId: items.workOrderItemId,
        srNo: items.srNo,
        status: items.status,
        currentWork: items.currentWork,
        currentWorkStatus: items.currentWorkStatus,
        finishedDate: items.finishedDate,
        note: items.note,
        nextWorkType: items.nextWorkType,
        defects: items.defects,
      })
      .from(items)
      .where(eq(items.workOrderId, workOrderId))
      .orderBy(asc(items.workOrderItemId), asc(items.unitNo)),
    db
      .select(workerWorkColumns)
      .from(works)
      .innerJoin(accounts, eq(accounts.id, works.workerId))
      .where(eq(works.workOrderId, workOrderId))
      .orderBy(asc(works.id)),
  ]);
  const byUnit = rowsByKey(history, (w) => w.productionItemId);
  const result = new Map<number, WorkOrderItem['production_items']>();
  for (const u of units) {
    const list = result.get(u.workOrderItemId) ?? [];
    list.push({
      id: u.id,
      sr_no: u.srNo,
      status: u.status,
      current_work: u.currentWork,
      current_work_status: u.currentWorkStatus,
      finished_date: u.finishedDate,
      note: u.note,
      next_work_type: u.status === 'Pending' ? (u.nextWorkType ?? WORK_TYPES[0]) : null,
      defects: u.defects,
      production_item_works: (byUnit.get(u.id) ?? []).map((w) => ({
        id: w.id,
        auto_id: w.autoId,
        worker: w.workerId,
        worker_name: w.workerName,
        work_type: w.workType,
        expected_date: w.expectedDate,
        finished_date: w.finishedDate,
        status: w.status,
        note: w.note,
        defective: w.defective,
        defect_reason: w.defectReason,
        started_at: w.startedAt?.toISOString() ?? null,
        finished_at: w.finishedAt?.toISOString() ?? null,
        duration_minutes: durationMinutes(w.startedAt, w.finishedAt),
        next_work_assigned: w.nextWorkAssigned,
      })),
    });
    result.set(u.workOrderItemId, list);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Defects (GET /production/defects/)

export async function summariseDefects(
  db: DbOrTx,
  range: { from?: string; to?: string },
  timeZone: string,
): Promise<DefectsSummary> {
  const to = range.to ?? todayIn(timeZone);
  const from = range.from ?? shiftDays(to, -29);
  if (from > to) throw fieldError('from', 'The start of the range cannot be after its end');
  const start = sql`(${from}::date)::timestamp at time zone ${timeZone}`;
  const end = sql`(${shiftDays(to, 1)}::date)::timestamp at time zone ${timeZone}`;
  const inRange = and(gte(works.finishedAt, start), lt(works.finishedAt, end), eq(works.status, 'Completed'));
  const defects = sql<number>`count(*) filter (where ${works.defective})::int`;
  const byType = await db
    .select({ workType: works.workType, defects, works: sql<number>`count(*)::int` })
    .from(works)
    .where(inRange)
    .groupBy(works.workType);
  const byWorker = await db
    .select({ worker: works.workerId, workerName: accounts.fullName, defects, works: sql<number>`count(*)::int` })
    .from(works)
    .innerJoin(accounts, eq(accounts.id, works.workerId))
    .where(inRange)
    .groupBy(works.workerId, accounts.fullName)
    .orderBy(desc(defects), asc(accounts.fullName));
  const order = (type: string) => {
    const index = WORK_TYPES.indexOf(type as (typeof WORK_TYPES)[number]);
    return index < 0 ? WORK_TYPES.length : index;
  };
  return {
    from,
    to,
    total: byType.reduce((sum, r) => sum + r.defects, 0),
    by_work_type: byType
      .sort((a, b) => order(a.workType) - order(b.workType))
      .map((r) => ({ work_type: r.workType, defects: r.defects, works: r.works })),
    by_worker: byWorker.map((r) => ({ worker: r.worker, worker_name: r.workerName, defects: r.defects, works: r.works })),
  };
}

function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const productionChoices = () => ({ work_types: [...WORK_TYPES], production_status: [...PRODUCTION_STATUSES] });
