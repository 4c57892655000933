import { and, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import type { DailyWork, DailyWorkInput } from '@steelworks/contract/supervisor';
import { balanceCannotCoverMessage, colsTooManyMessage, DAILY_WORK_MAX_FACTOR, SUPERVISOR_TEXT } from '@steelworks/contract/supervisor';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Caller, Today } from '../../lib/caller';
import { likePattern, searchCappedCounter, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { joinSupervisorAccount } from './supervisor-account.join';
import type { RowOf } from '../../lib/row-of';
import { addWorkToMonthTotals } from '../../lib/month-totals';
import { supervisorDailyWork, supervisors } from './supervisor.table';
import { postLedgerEntry, supervisorForInput } from './ledger.service';

/** A day's work as its answer names it, and its rate, from which toDailyWork works out the amount. */
const dailyWorkColumns = {
  id: supervisorDailyWork.id,
  supervisor: supervisorDailyWork.supervisorId,
  supervisor_name: accounts.fullName,
  date: supervisorDailyWork.date,
  cols: supervisorDailyWork.cols,
  costPerCol: supervisorDailyWork.costPerCol,
  cols_per_day: supervisors.colsPerDay,
};

const wageOf = (cols: number, costPerCol: string) => BigInt(cols) * toCents(costPerCol);

function toDailyWork({ costPerCol, ...row }: RowOf<typeof dailyWorkColumns>): DailyWork {
  return { ...row, amount: formatCents(wageOf(row.cols, costPerCol)) };
}

export function listDailyWork(
  db: DbOrTx,
  query: { search: string; supervisor?: number; date?: string; month?: string },
): PagedQuery<DailyWork> {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const monthStart = query.month ? `${query.month}-01` : undefined;
  const conditions: (SQL | undefined)[] = [
    isNull(supervisorDailyWork.deletedAt),
    query.supervisor ? eq(supervisorDailyWork.supervisorId, query.supervisor) : undefined,
    query.date ? eq(supervisorDailyWork.date, query.date) : undefined,
    // A month is a range of the date index: from its first day to the first of the next.
    monthStart ? gte(supervisorDailyWork.date, monthStart) : undefined,
    monthStart ? lt(supervisorDailyWork.date, sql`(${monthStart}::date + interval '1 month')::date`) : undefined,
    pattern ? or(ilike(accounts.fullName, pattern), ilike(accounts.username, pattern), sql`${supervisorDailyWork.date}::text like ${pattern}`) : undefined,
  ];
  const where = and(...conditions);
  const matching = () => joinSupervisorAccount(db.select({ id: supervisorDailyWork.id }).from(supervisorDailyWork).$dynamic(), supervisorDailyWork.supervisorId).where(where);
  return {
    ...searchCappedCounter(db, query.search, matching, async () => {
      const [row] = await db.select({ n: count() }).from(matching().as('matching'));
      return row!.n;
    }),
    rows: async (limit, offset) =>
      (
        await selectDailyWork(db)
          .where(where)
          .orderBy(desc(supervisorDailyWork.date), desc(supervisorDailyWork.id))
          .limit(limit)
          .offset(offset)
      ).map(toDailyWork),
  };
}

/** Days of work with the supervisor's name (toDailyWork). */
function selectDailyWork(db: DbOrTx) {
  return joinSupervisorAccount(db.select(dailyWorkColumns).from(supervisorDailyWork).$dynamic(), supervisorDailyWork.supervisorId);
}

async function getDailyWork(db: DbOrTx, id: number): Promise<DailyWork> {
  const [row] = await selectDailyWork(db).where(and(eq(supervisorDailyWork.id, id), isNull(supervisorDailyWork.deletedAt)));
  if (!row) throw notFound();
  return toDailyWork(row);
}

async function assertDayFree(tx: DbOrTx, supervisorId: number, date: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: supervisorDailyWork.id })
    .from(supervisorDailyWork)
    .where(
      and(
        eq(supervisorDailyWork.supervisorId, supervisorId),
        eq(supervisorDailyWork.date, date),
        isNull(supervisorDailyWork.deletedAt),
        exceptId ? sql`${supervisorDailyWork.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fieldError('date', SUPERVISOR_TEXT.dailyWorkExists);
}

/** Two requests for the same day can both pass the check; the unique index refuses the second one the same way. */
async function withDayUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw fieldError('date', SUPERVISOR_TEXT.dailyWorkExists);
    throw error;
  }
}

const dayLabel = (date: string) => formatDisplayDate(date);

/** Daily work is dated from a year back up to today (docs/product/guards.md#wage-guards). */
function checkWorkDate(date: string, today: string): void {
  if (date > today) throw fieldError('date', SUPERVISOR_TEXT.dateInFuture);
  const yearBack = new Date(`${today}T00:00:00Z`);
  yearBack.setUTCFullYear(yearBack.getUTCFullYear() - 1);
  if (date < yearBack.toISOString().slice(0, 10)) throw fieldError('date', SUPERVISOR_TEXT.dateTooOld);
}

/** More than 3 x the supervisor's frames per day is refused; above 1 x the form asks first (the web's part). */
function checkCols(cols: number, colsPerDay: number): void {
  if (cols > DAILY_WORK_MAX_FACTOR * colsPerDay) throw fieldError('cols', colsTooManyMessage(colsPerDay));
}

/** Records a day's work and credits cols x cost_per_col. */
export async function createDailyWork(db: DbOrTx, input: DailyWorkInput, actor: Caller, { today }: Today): Promise<DailyWork> {
  checkWorkDate(input.date, today);
  const id = await withDayUnique(() =>
    db.transaction(async (tx) => {
      const supervisor = await supervisorForInput(tx, input.supervisor);
      checkCols(input.cols, supervisor.colsPerDay);
      await assertDayFree(tx, supervisor.id, input.date);
      const [row] = await tx
        .insert(supervisorDailyWork)
        .values({ supervisorId: supervisor.id, date: input.date, cols: input.cols, costPerCol: supervisor.costPerCol })
        .returning({ id: supervisorDailyWork.id });
      await addWorkToMonthTotals(tx, [{ date: input.date, cols: input.cols, costPerCol: supervisor.costPerCol, sign: 1 }]);
      await recordAudit(tx, actor, {
        entity: 'daily_work',
        id: row!.id,
        action: 'create',
        after: { supervisor: supervisor.id, date: input.date, cols: input.cols, cost_per_col: supervisor.costPerCol },
      });
      await postLedgerEntry(tx, {
        supervisorId: supervisor.id,
        cents: wageOf(input.cols, supervisor.costPerCol),
        title: `Daily work ${dayLabel(input.date)}: ${input.cols} cols`,
        dailyWorkId: row!.id,
        createdBy: actor.accountId,
        actor,
      });
      return row!.id;
    }),
  );
  return getDailyWork(db, id);
}

/** Locks a live daily work row for a change. */
async function lockDailyWork(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select()
    .from(supervisorDailyWork)
    .where(and(eq(supervisorDailyWork.id, id), isNull(supervisorDailyWork.deletedAt)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Changing cols posts the difference (credit or debit); moving the work to another supervisor reverses it on the
 * first and credits the second at its own rate. A change that would take a balance below zero is refused.
 */
export async function updateDailyWork(
  db: DbOrTx,
  id: number,
  input: Partial<DailyWorkInput>,
  actor: Caller,
  { today }: Today,
): Promise<DailyWork> {
  await withDayUnique(() =>
    db.transaction(async (tx) => {
      const current = await lockDailyWork(tx, id);
      const moved = input.supervisor !== undefined && input.supervisor !== current.supervisorId;
      const supervisor = await supervisorForInput(tx, moved ? input.supervisor! : current.supervisorId);
      // The same supervisor keeps the rate the work was paid at; a new one pays its own.
      const target = { id: supervisor.id, costPerCol: moved ? supervisor.costPerCol : current.costPerCol };
      const date = input.date ?? current.date;
      const cols = input.cols ?? current.cols;
      if (date !== current.date) checkWorkDate(date, today);
      if (cols !== current.cols || moved) checkCols(cols, supervisor.colsPerDay);
      if (target.id !== current.supervisorId || date !== current.date) await assertDayFree(tx, target.id, date, id);
      await tx
        .update(supervisorDailyWork)
        .set({ supervisorId: target.id, date, cols, costPerCol: target.costPerCol })
        .where(eq(supervisorDailyWork.id, id));
      await addWorkToMonthTotals(tx, [
        { ...current, sign: -1 },
        { date, cols, costPerCol: target.costPerCol, sign: 1 },
      ]);
      await recordAudit(tx, actor, {
        entity: 'daily_work',
        id,
        action: 'update',
        before: { supervisor: current.supervisorId, date: current.date, cols: current.cols, cost_per_col: current.costPerCol },
        after: { supervisor: target.id, date, cols, cost_per_col: target.costPerCol },
      });
      const before = wageOf(current.cols, current.costPerCol);
      const after = wageOf(cols, target.costPerCol);
      if (target.id === current.supervisorId) {
        await postLedgerEntry(tx, {
          supervisorId: target.id,
          cents: after - before,
          title: `Daily work ${dayLabel(date)} changed: ${current.cols} -> ${cols} cols`,
          dailyWorkId: id,
          createdBy: actor.accountId,
          refusal: (amount, balance) => balanceCannotCoverMessage('this change', amount, balance),
          actor,
        });
      } else {
        await postLedgerEntry(tx, {
          supervisorId: current.supervisorId,
          cents: -before,
          title: `Daily work ${dayLabel(current.date)} moved to another supervisor`,
          dailyWorkId: id,
          createdBy: actor.accountId,
          refusal: (amount, balance) => balanceCannotCoverMessage('moving this work away', amount, balance),
          actor,
        });
        await postLedgerEntry(tx, {
          supervisorId: target.id,
          cents: after,
          title: `Daily work ${dayLabel(date)}: ${cols} cols`,
          dailyWorkId: id,
          createdBy: actor.accountId,
          actor,
        });
      }
    }),
  );
  return getDailyWork(db, id);
}

/** Removing a day's work posts a reversing debit; the record stays, marked deleted, for the ledger to point at. */
export async function deleteDailyWork(db: DbOrTx, id: number, actor: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockDailyWork(tx, id);
    await tx.update(supervisorDailyWork).set({ deletedAt: new Date() }).where(eq(supervisorDailyWork.id, id));
    await addWorkToMonthTotals(tx, [{ ...current, sign: -1 }]);
    await recordAudit(tx, actor, {
      entity: 'daily_work',
      id,
      action: 'delete',
      before: { supervisor: current.supervisorId, date: current.date, cols: current.cols, cost_per_col: current.costPerCol },
    });
    await postLedgerEntry(tx, {
      supervisorId: current.supervisorId,
      cents: -wageOf(current.cols, current.costPerCol),
      title: `Daily work ${dayLabel(current.date)} removed`,
      dailyWorkId: id,
      createdBy: actor.accountId,
      refusal: (amount, balance) => balanceCannotCoverMessage('removing this work', amount, balance),
      actor,
    });
  });
}
