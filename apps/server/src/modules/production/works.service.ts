import { and, asc, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  LAST_WORK_TYPE,
  PRODUCTION_STATUSES,
  WORK_MOVES,
  WORK_TYPES,
  workTypeAfter,
  type AssignWorkInput,
  type ProductionStatus,
  type ProductionWork,
  type WorkListQuery,
  type WorkUpdateInput,
} from '@steelworks/contract/production';
import { PRODUCTION_TEXT } from '@steelworks/contract/production-text';
import type { DbOrTx } from '../../db/client';
import { AppError, concurrentChange, fieldError, forbidden, notFound, ruleError } from '../../lib/app-error';
import { recordAudit, recordAudits } from '../../lib/audit';
import { serverActionTime, type ActionTime } from '../../lib/device-time';
import { cappedCounter, inIds, searchTerms, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { productionItems, productionItemWorks } from './production.table';
import { srNoMatches } from './unit-number-search';
import { lockWorkOrders } from '../workorder/work-order-status';
import { refreshWorkOrderStatus } from './work-order-progress';
import { readWorks, toWork, workSelect } from './work-rows';
import { notifyWorksAssigned } from './production-notify';
import type { Caller, Today } from '../../lib/caller';

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

export async function assignWorks(db: DbOrTx, input: AssignWorkInput, actor: Caller, { today }: Today): Promise<ProductionWork[]> {
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
    await notifyWorksAssigned(tx, inserted.map((w) => w.id));
    return inserted.map((w) => w.id);
  });
  return readWorks(db, created);
}

// ---------------------------------------------------------------------------------------------------------------
// Status changes (PUT/PATCH /production/productionitemwork/{id}/)

/** A status change's time (docs/decisions/033) and its business day, the finished date a completion takes. */
export type WorkActionTime = ActionTime & { day: string };

async function workerNameOf(tx: DbOrTx, accountId: number): Promise<string> {
  const [row] = await tx.select({ fullName: accounts.fullName, username: accounts.username }).from(accounts).where(eq(accounts.id, accountId));
  return row?.fullName || row?.username || '';
}

/**
 * Start, complete, defective and the status form. `time` is when the worker tapped, judged against our clock (a
 * change queued on a phone without signal arrives later); without it, now and `today`. A change that can no longer
 * apply (the work moved to another worker, or was completed meanwhile) answers 409 and changes nothing.
 */
export async function updateWork(
  db: DbOrTx,
  id: number,
  input: WorkUpdateInput,
  actor: Caller,
  { today }: Today,
  time?: WorkActionTime,
): Promise<ProductionWork> {
  const isManager = actor.role === 'admin' || actor.role === 'productionmanager';
  const action = time ?? { ...serverActionTime(), day: today };
  await db.transaction(async (tx) => {
    const [head] = await tx.select({ workOrderId: works.workOrderId }).from(works).where(eq(works.id, id)).limit(1);
    if (!head) throw notFound();
    const workOrder = (await lockWorkOrders(tx, [head.workOrderId])).get(head.workOrderId)!;
    const [work] = await tx.select().from(works).where(eq(works.id, id)).for('update');
    if (!work) throw notFound();
    if (!isManager && work.workerId !== actor.accountId) {
      if (work.formerWorkerIds.includes(actor.accountId)) {
        throw new AppError('conflict', PRODUCTION_TEXT.reassigned(await workerNameOf(tx, work.workerId)));
      }
      throw forbidden(PRODUCTION_TEXT.notYours);
    }
    if (!isManager && (input.worker !== undefined || input.work_type !== undefined || input.expected_date !== undefined)) {
      throw forbidden('Only a production manager can change the worker, the work or the expected date');
    }
    if (workOrder.status === 'Delivered' || workOrder.status === 'Canceled') throw ruleError(PRODUCTION_TEXT.workOrderClosed(`Work ${work.autoId}`));
    checkFinishedDate(input.finished_date, today);

    const to = input.status ?? input.current_work_status ?? (input.defective ? 'Completed' : undefined);
    const moving = to !== undefined && to !== work.status;
    // A completed work takes no start, complete or defective again (a second tap, the loser of two at once, or a
    // change queued on a phone while someone else completed it): 409, nothing changes. The status form may still
    // resend "Completed" with a corrected note or finished date.
    const edits = input.note !== undefined || input.finished_date !== undefined;
    if (work.status === 'Completed' && to !== undefined && (to !== 'Completed' || input.defective !== undefined || !edits)) {
      throw new AppError('conflict', PRODUCTION_TEXT.alreadyCompleted);
    }
    if (moving && !WORK_MOVES[work.status].includes(to)) throw ruleError(PRODUCTION_TEXT.moveRefused(work.status, to));
    if (input.defective && (to ?? work.status) !== 'Completed') throw fieldError('status', 'Only a completed work can be Defective');
    if (input.worker !== undefined && input.worker !== work.workerId) await assertWorker(tx, input.worker);
    if (work.status === 'Completed' && input.work_type !== undefined && input.work_type !== work.workType) {
      throw ruleError('The work of a completed work cannot change');
    }

    const completing = moving && to === 'Completed';
    const startedAt = work.startedAt ?? action.at;
    const changes = {
      ...(moving ? { status: to, tappedAt: action.tappedAt, clockDiffers: action.clockDiffers, statusReceivedAt: action.receivedAt } : {}),
      ...(moving && to === 'In Progress' ? { startedAt: action.at } : {}),
      ...(completing
        ? {
            startedAt,
            // Never before its start (a start taken at its receive time, its phone's clock off).
            finishedAt: new Date(Math.max(action.at.getTime(), startedAt.getTime())),
            finishedDate: input.finished_date ?? action.day,
            defective: !!input.defective,
            defectReason: input.defective ? input.defect_reason! : '',
          }
        : input.finished_date !== undefined && work.status === 'Completed'
          ? { finishedDate: input.finished_date }
          : {}),
      ...(input.note !== undefined ? { note: input.note } : {}),
      ...(input.worker !== undefined && input.worker !== work.workerId
        ? { workerId: input.worker, formerWorkerIds: sql`array_append(${works.formerWorkerIds}, ${work.workerId})` }
        : {}),
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
    if (!updated) throw concurrentChange();
    await recordAudit(tx, actor, {
      entity: 'production_item_work',
      id,
      action: moving ? 'status' : 'update',
      before: workSnapshot(work),
      after: workSnapshot(updated),
    });
    if (updated.workerId !== work.workerId) await notifyWorksAssigned(tx, [id]);
    if (moving || input.work_type !== undefined) {
      await applyLatestWork(tx, work.productionItemId, updated, completing && updated.defective);
      await refreshWorkOrderStatus(tx, work.workOrderId);
    }
  });
  return (await readWorks(db, [id]))[0]!;
}

/** Only an open work can be deleted (a mistaken assignment); the unit goes back to its previous state. */
export async function deleteWork(db: DbOrTx, id: number, actor: Caller): Promise<void> {
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
  const terms = searchTerms(search);
  if (!terms) return undefined;
  const { text, pattern, number } = terms;
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

/** The work types and statuses the production forms choose from (GET /production/choices). */
export const productionChoices = () => ({ work_types: [...WORK_TYPES], production_status: [...PRODUCTION_STATUSES] });
