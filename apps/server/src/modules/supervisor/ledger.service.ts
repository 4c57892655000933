import { and, desc, eq, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { BalanceTransaction, WithdrawalInput } from '@steelworks/contract/supervisor';
import { SUPERVISOR_TEXT } from '@steelworks/contract/supervisor';
import type { DbOrTx } from '../../db/client';
import { fieldError, ruleError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { cappedCounter, likePattern, once, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { joinSupervisorAccount } from './supervisor-account.join';
import type { RowOf } from '../../lib/row-of';
import { balanceTransactions, supervisors } from './supervisor.table';
import { supervisorIdOfAccount } from './supervisor-people.service';
import { notifySupervisorWithdrawal } from './supervisor-notify';

// --- The ledger (docs/product/money-and-ledgers.md#supervisor-balance-ledger) ---

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

/** A ledger entry as its answer names it; toTransaction only turns the time into ISO text. */
const transactionColumns = {
  id: balanceTransactions.id,
  auto_id: balanceTransactions.autoId,
  date_added: balanceTransactions.dateAdded,
  supervisor: balanceTransactions.supervisorId,
  supervisor_name: accounts.fullName,
  username: accounts.username,
  transaction_type: balanceTransactions.transactionType,
  transaction_amount: balanceTransactions.transactionAmount,
  balance: balanceTransactions.balance,
  title: balanceTransactions.title,
  daily_work: balanceTransactions.dailyWorkId,
};

function toTransaction(row: RowOf<typeof transactionColumns>): BalanceTransaction {
  return { ...row, date_added: row.date_added.toISOString() };
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
        ? joinSupervisorAccount(db.select({ id: balanceTransactions.id }).from(balanceTransactions).$dynamic(), balanceTransactions.supervisorId).where(where)
        : db.select({ id: balanceTransactions.id }).from(balanceTransactions).where(where),
      { search: filter.search },
    ),
    rows: async (limit, offset) => (await newestFirst(where, limit).offset(offset)).map(toTransaction),
    rowsAfter: async (limit, last) => (await newestFirst(and(where, lt(balanceTransactions.id, last.id)), limit)).map(toTransaction),
  };
}

function selectTransactions(db: DbOrTx) {
  return joinSupervisorAccount(db.select(transactionColumns).from(balanceTransactions).$dynamic(), balanceTransactions.supervisorId);
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
  actor: Caller,
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
export async function supervisorForInput(tx: DbOrTx, id: number) {
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
export async function withdraw(db: DbOrTx, input: WithdrawalInput, actor: Caller): Promise<BalanceTransaction> {
  const posted = await db.transaction(async (tx) => {
    await supervisorForInput(tx, input.supervisor);
    const entry = await postLedgerEntry(tx, {
      supervisorId: input.supervisor,
      cents: -toCents(input.transaction_amount),
      title: 'Withdrawal',
      createdBy: actor.accountId,
      actor,
    });
    if (entry) await notifySupervisorWithdrawal(tx, entry.id, actor);
    return entry;
  });
  return transactionById(db, posted!.id);
}
