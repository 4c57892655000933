import { and, count, desc, eq, gte, ilike, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import type {
  BalanceTransaction,
  DailyWork,
  DailyWorkInput,
  Supervisor,
  SupervisorInput,
  WithdrawalInput,
} from '@steelworks/contract/supervisor';
import {
  balanceCannotCoverMessage,
  colsTooManyMessage,
  DAILY_WORK_MAX_FACTOR,
  payOutFirstMessage,
  SUPERVISOR_TEXT,
} from '@steelworks/contract/supervisor';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound, ruleError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import type { Mailer } from '../../lib/mail';
import { cappedCounter, likePattern, once, searchCappedCounter, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../account/account.table';
import { createAccount, deactivateAccount } from '../account/account.service';
import { accountSearch, type PeopleQuery, type RowOf, personSnapshot, toPerson, unblockAccountOfRole, updateAccountFields } from '../staff/staff.service';
import { addWorkToMonthTotals } from '../dashboard/month-totals.service';
import { balanceTransactions, supervisorDailyWork, supervisors } from './supervisor.table';

// --- Supervisors ---

const supervisorColumns = {
  id: supervisors.id,
  accountId: supervisors.accountId,
  colsPerDay: supervisors.colsPerDay,
  costPerCol: supervisors.costPerCol,
  balance: supervisors.balance,
  username: accounts.username,
  email: accounts.email,
  phone: accounts.phone,
  fullName: accounts.fullName,
  role: accounts.role,
};
type SupervisorRow = RowOf<typeof supervisorColumns>;

function toSupervisor(row: SupervisorRow): Supervisor {
  return { ...toPerson(row.id, row), cols_per_day: row.colsPerDay, cost_per_col: row.costPerCol, balance: row.balance };
}

export function listSupervisors(db: DbOrTx, query: PeopleQuery): PagedQuery<Supervisor> {
  const where = and(eq(accounts.active, !query.blocked), accountSearch(query.search));
  return {
    ...searchCappedCounter(
      db,
      query.search,
      () => db.select({ id: supervisors.id }).from(supervisors).innerJoin(accounts, eq(accounts.id, supervisors.accountId)).where(where),
      async () =>
        (await db.select({ n: count() }).from(supervisors).innerJoin(accounts, eq(accounts.id, supervisors.accountId)).where(where))[0]!.n,
    ),
    rows: async (limit, offset) =>
      (
        await db
          .select(supervisorColumns)
          .from(supervisors)
          .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
          .where(where)
          .orderBy(desc(supervisors.id))
          .limit(limit)
          .offset(offset)
      ).map(toSupervisor),
  };
}

/** A live supervisor (its account active), or 404. */
export async function getSupervisor(db: DbOrTx, id: number): Promise<Supervisor> {
  const [row] = await db
    .select(supervisorColumns)
    .from(supervisors)
    .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
    .where(and(eq(supervisors.id, id), eq(accounts.active, true)))
    .limit(1);
  if (!row) throw notFound();
  return toSupervisor(row);
}

/** The supervisor record of a signed-in supervisor account, if it has one. */
export async function supervisorIdOfAccount(db: DbOrTx, accountId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: supervisors.id }).from(supervisors).where(eq(supervisors.accountId, accountId)).limit(1);
  return row?.id;
}

export async function createSupervisor(db: DbOrTx, mailer: Mailer, input: SupervisorInput, actor: AuditActor): Promise<Supervisor> {
  return db.transaction(async (tx) => {
    const accountId = await createAccount(tx, mailer, {
      username: input.username,
      email: input.email,
      phone: input.phone,
      fullName: input.full_name,
      role: 'supervisor',
    });
    const [row] = await tx
      .insert(supervisors)
      .values({ accountId, colsPerDay: input.cols_per_day, costPerCol: input.cost_per_col })
      .returning({ id: supervisors.id });
    const created = await getSupervisor(tx, row!.id);
    await recordAudit(tx, actor, { entity: 'supervisor', id: created.id, action: 'create', after: personSnapshot(created) });
    return created;
  });
}

/** Changes the account and capacity fields. The balance is not an input: only the ledger moves it. */
export async function updateSupervisor(db: DbOrTx, id: number, input: Partial<SupervisorInput>, actor: AuditActor): Promise<Supervisor> {
  return db.transaction(async (tx) => {
    const current = await getSupervisor(tx, id);
    const [row] = await tx.select({ accountId: supervisors.accountId }).from(supervisors).where(eq(supervisors.id, current.id));
    await updateAccountFields(tx, row!.accountId, input);
    if (input.cols_per_day !== undefined || input.cost_per_col !== undefined) {
      await tx
        .update(supervisors)
        .set({ colsPerDay: input.cols_per_day, costPerCol: input.cost_per_col })
        .where(eq(supervisors.id, id));
    }
    const after = await getSupervisor(tx, id);
    await recordAudit(tx, actor, { entity: 'supervisor', id, action: 'update', before: personSnapshot(current), after: personSnapshot(after) });
    return after;
  });
}

/**
 * Block Account. A supervisor who still holds money is refused (DECISIONS.md section 11): a blocked supervisor leaves
 * every list and picker, so the balance could no longer be paid out. The row lock makes a concurrent credit wait.
 */
export async function blockSupervisor(db: DbOrTx, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    await getSupervisor(tx, id);
    const [row] = await tx
      .select({ accountId: supervisors.accountId, balance: supervisors.balance })
      .from(supervisors)
      .where(eq(supervisors.id, id))
      .for('no key update');
    if (toCents(row!.balance) > 0n) throw ruleError(payOutFirstMessage(row!.balance));
    await deactivateAccount(tx, row!.accountId);
    await recordAudit(tx, actor, { entity: 'supervisor', id, action: 'block', before: { active: true }, after: { active: false } });
  });
}

export async function unblockSupervisor(db: DbOrTx, id: number): Promise<Supervisor> {
  const [row] = await db.select({ accountId: supervisors.accountId }).from(supervisors).where(eq(supervisors.id, id)).limit(1);
  if (!row) throw notFound();
  await unblockAccountOfRole(db, 'supervisor', row.accountId);
  return getSupervisor(db, id);
}

// --- The ledger (DECISIONS.md section 4) ---

type LedgerEntry = {
  supervisorId: number;
  /** Positive credits, negative debits, in paise. */
  cents: bigint;
  title: string;
  /** The refusal when the balance cannot cover a debit: (debit amount, balance now) -> message. */
  refusal?: (amount: string, balance: string) => string;
  dailyWorkId?: number | null;
  createdBy?: number | null;
  dateAdded?: Date;
  /** Who moved the money, for the audit log (null: the system, e.g. the demo seed). */
  actor?: AuditActor;
};

/**
 * Moves a balance and appends its ledger row, inside the caller's transaction. A debit is a conditional UPDATE
 * (balance >= amount), so concurrent debits can never take the balance below zero: the row lock of the first makes
 * the others re-check the condition; the CHECK constraint backs it up. Nothing is posted for a zero change.
 */
export async function postLedgerEntry(tx: DbOrTx, entry: LedgerEntry): Promise<typeof balanceTransactions.$inferSelect | null> {
  if (entry.cents === 0n) return null;
  const amount = formatCents(entry.cents < 0n ? -entry.cents : entry.cents);
  const [updated] =
    entry.cents > 0n
      ? await tx
          .update(supervisors)
          .set({ balance: sql`${supervisors.balance} + ${amount}::numeric`, ledgerEntries: sql`${supervisors.ledgerEntries} + 1` })
          .where(eq(supervisors.id, entry.supervisorId))
          .returning({ balance: supervisors.balance, seq: supervisors.ledgerEntries })
      : await tx
          .update(supervisors)
          .set({ balance: sql`${supervisors.balance} - ${amount}::numeric`, ledgerEntries: sql`${supervisors.ledgerEntries} + 1` })
          .where(and(eq(supervisors.id, entry.supervisorId), sql`${supervisors.balance} >= ${amount}::numeric`))
          .returning({ balance: supervisors.balance, seq: supervisors.ledgerEntries });
  if (!updated) {
    if (!entry.refusal) throw ruleError(SUPERVISOR_TEXT.insufficientBalance);
    const [now] = await tx.select({ balance: supervisors.balance }).from(supervisors).where(eq(supervisors.id, entry.supervisorId));
    const balance = now?.balance ?? '0.00';
    throw ruleError(entry.refusal(amount, balance), { balance, missing: formatCents(toCents(amount) - toCents(balance)) });
  }
  const [row] = await tx
    .insert(balanceTransactions)
    .values({
      supervisorId: entry.supervisorId,
      transactionType: entry.cents > 0n ? 'credit' : 'debit',
      transactionAmount: amount,
      balance: updated.balance,
      // The supervisor's row lock (taken by the UPDATE above) numbers its ledger rows one at a time.
      seq: updated.seq,
      title: entry.title.slice(0, 200),
      dailyWorkId: entry.dailyWorkId ?? null,
      createdBy: entry.createdBy ?? null,
      ...(entry.dateAdded ? { dateAdded: entry.dateAdded } : {}),
    })
    .returning();
  await recordAudit(tx, entry.actor ?? null, {
    entity: 'supervisor',
    id: entry.supervisorId,
    action: 'money',
    before: { balance: formatCents(toCents(updated.balance) - entry.cents) },
    after: { balance: updated.balance },
    note: `${entry.cents > 0n ? 'Credit' : 'Debit'} ${amount}: ${row!.title}`,
  });
  return row!;
}

const transactionColumns = {
  id: balanceTransactions.id,
  autoId: balanceTransactions.autoId,
  dateAdded: balanceTransactions.dateAdded,
  supervisorId: balanceTransactions.supervisorId,
  supervisorName: accounts.fullName,
  username: accounts.username,
  transactionType: balanceTransactions.transactionType,
  transactionAmount: balanceTransactions.transactionAmount,
  balance: balanceTransactions.balance,
  title: balanceTransactions.title,
  dailyWorkId: balanceTransactions.dailyWorkId,
};
type TransactionRow = RowOf<typeof transactionColumns>;

function toTransaction(row: TransactionRow): BalanceTransaction {
  return {
    id: row.id,
    auto_id: row.autoId,
    date_added: row.dateAdded.toISOString(),
    supervisor: row.supervisorId,
    supervisor_name: row.supervisorName,
    username: row.username,
    transaction_type: row.transactionType,
    transaction_amount: row.transactionAmount,
    balance: row.balance,
    title: row.title,
    daily_work: row.dailyWorkId,
  };
}

/** A supervisor's ledger or everyone's, newest first; each page reads the (supervisor_id, id) index. */
export function listTransactions(db: DbOrTx, filter: { supervisorId?: number; search?: string }): PagedQuery<BalanceTransaction> {
  const pattern = filter.search ? likePattern(filter.search) : undefined;
  if (filter.supervisorId !== undefined && !pattern) return supervisorLedger(db, filter.supervisorId);
  const where = and(
    filter.supervisorId !== undefined ? eq(balanceTransactions.supervisorId, filter.supervisorId) : undefined,
    pattern ? or(ilike(balanceTransactions.title, pattern), ilike(accounts.fullName, pattern), ilike(accounts.username, pattern)) : undefined,
  );
  const newestFirst = (filter: SQL | undefined, limit: number) =>
    selectTransactions(db).where(filter).orderBy(desc(balanceTransactions.id)).limit(limit);
  return {
    ...cappedCounter(db, () =>
      pattern
        ? db
            .select({ id: balanceTransactions.id })
            .from(balanceTransactions)
            .innerJoin(supervisors, eq(supervisors.id, balanceTransactions.supervisorId))
            .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
            .where(where)
        : db.select({ id: balanceTransactions.id }).from(balanceTransactions).where(where),
      { search: filter.search },
    ),
    rows: async (limit, offset) => (await newestFirst(where, limit).offset(offset)).map(toTransaction),
    rowsAfter: async (limit, last) => (await newestFirst(and(where, lt(balanceTransactions.id, last.id)), limit)).map(toTransaction),
  };
}

function selectTransactions(db: DbOrTx) {
  return db
    .select(transactionColumns)
    .from(balanceTransactions)
    .innerJoin(supervisors, eq(supervisors.id, balanceTransactions.supervisorId))
    .innerJoin(accounts, eq(accounts.id, supervisors.accountId));
}

/**
 * One supervisor's whole ledger, newest first, as it grows for ten years: the count is the supervisor's
 * `ledger_entries` and a page is a range of `seq` (rows total-offset down), both read through an index, so page 3000
 * costs what page 1 does.
 */
function supervisorLedger(db: DbOrTx, supervisorId: number): PagedQuery<BalanceTransaction> {
  const total = once(async () => {
    const [row] = await db.select({ n: supervisors.ledgerEntries }).from(supervisors).where(eq(supervisors.id, supervisorId));
    return row?.n ?? 0;
  });
  return {
    count: total,
    rows: async (limit, offset) =>
      (
        await selectTransactions(db)
          .where(and(eq(balanceTransactions.supervisorId, supervisorId), lte(balanceTransactions.seq, (await total()) - offset)))
          .orderBy(desc(balanceTransactions.seq))
          .limit(limit)
      ).map(toTransaction),
  };
}

/**
 * Who sees which ledger: staff managers any (optionally one supervisor's), a supervisor only its own whatever it
 * asks for; a supervisor without a record sees an empty list.
 */
export async function transactionFilterFor(
  db: DbOrTx,
  actor: Actor,
  requested: number | undefined,
): Promise<{ supervisorId?: number }> {
  if (actor.role !== 'supervisor') return { supervisorId: requested };
  return { supervisorId: (await supervisorIdOfAccount(db, actor.accountId)) ?? -1 };
}

async function transactionById(db: DbOrTx, id: number): Promise<BalanceTransaction> {
  const [row] = await selectTransactions(db).where(eq(balanceTransactions.id, id));
  return toTransaction(row!);
}

/**
 * A live supervisor named in a form, or a field error under that field. Its row is locked first, so a Block Account
 * running at the same moment either sees this money move or has already blocked the supervisor (then refused here).
 */
async function supervisorForInput(tx: DbOrTx, id: number) {
  const [locked] = await tx
    .select({ id: supervisors.id, accountId: supervisors.accountId, costPerCol: supervisors.costPerCol, colsPerDay: supervisors.colsPerDay })
    .from(supervisors)
    .where(eq(supervisors.id, id))
    .for('no key update');
  const [account] = locked
    ? await tx.select({ active: accounts.active }).from(accounts).where(eq(accounts.id, locked.accountId))
    : [];
  if (!locked || !account?.active) throw fieldError('supervisor', 'Select a valid supervisor.');
  return locked;
}

/** A withdrawal: a debit of the amount; more than the balance is refused and changes nothing. */
export async function withdraw(db: DbOrTx, input: WithdrawalInput, actor: Actor): Promise<BalanceTransaction> {
  const posted = await db.transaction(async (tx) => {
    await supervisorForInput(tx, input.supervisor);
    return postLedgerEntry(tx, {
      supervisorId: input.supervisor,
      cents: -toCents(input.transaction_amount),
      title: 'Withdrawal',
      createdBy: actor.accountId,
      actor,
    });
  });
  return transactionById(db, posted!.id);
}

// --- Daily work ---

const dailyWorkColumns = {
  id: supervisorDailyWork.id,
  supervisorId: supervisorDailyWork.supervisorId,
  supervisorName: accounts.fullName,
  date: supervisorDailyWork.date,
  cols: supervisorDailyWork.cols,
  costPerCol: supervisorDailyWork.costPerCol,
  colsPerDay: supervisors.colsPerDay,
};
type DailyWorkRow = RowOf<typeof dailyWorkColumns>;

const wageOf = (cols: number, costPerCol: string) => BigInt(cols) * toCents(costPerCol);

function toDailyWork(row: DailyWorkRow): DailyWork {
  return {
    id: row.id,
    supervisor: row.supervisorId,
    supervisor_name: row.supervisorName,
    date: row.date,
    cols: row.cols,
    amount: formatCents(wageOf(row.cols, row.costPerCol)),
    cols_per_day: row.colsPerDay,
  };
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
  const matching = () =>
    db
      .select({ id: supervisorDailyWork.id })
      .from(supervisorDailyWork)
      .innerJoin(supervisors, eq(supervisors.id, supervisorDailyWork.supervisorId))
      .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
      .where(where);
  return {
    ...searchCappedCounter(db, query.search, matching, async () => {
      const [row] = await db.select({ n: count() }).from(matching().as('matching'));
      return row!.n;
    }),
    rows: async (limit, offset) =>
      (
        await db
          .select(dailyWorkColumns)
          .from(supervisorDailyWork)
          .innerJoin(supervisors, eq(supervisors.id, supervisorDailyWork.supervisorId))
          .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
          .where(where)
          .orderBy(desc(supervisorDailyWork.date), desc(supervisorDailyWork.id))
          .limit(limit)
          .offset(offset)
      ).map(toDailyWork),
  };
}

async function getDailyWork(db: DbOrTx, id: number): Promise<DailyWork> {
  const [row] = await db
    .select(dailyWorkColumns)
    .from(supervisorDailyWork)
    .innerJoin(supervisors, eq(supervisors.id, supervisorDailyWork.supervisorId))
    .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
    .where(and(eq(supervisorDailyWork.id, id), isNull(supervisorDailyWork.deletedAt)));
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

/** "Today" in the business time zone, for the date rules of daily work. */
export type Today = { today: string };

/** Daily work is dated from a year back up to today (DECISIONS.md section 11). */
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
export async function createDailyWork(db: DbOrTx, input: DailyWorkInput, actor: Actor, { today }: Today): Promise<DailyWork> {
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
  actor: Actor,
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
export async function deleteDailyWork(db: DbOrTx, id: number, actor: Actor): Promise<void> {
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
