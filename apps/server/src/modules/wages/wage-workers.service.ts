import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { WageWorker, WageWorkerDetail, workerBankInputSchema } from '@steelworks/contract/wage-sheets';
import type { SkillGrade, WorkerGrade } from '@steelworks/contract/wages';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { cappedCounter, likePattern, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { workerBankDetails } from './wage-sheets.table';
import { workerGrades } from './wages.table';
import type { Caller } from '../../lib/caller';

/** Account holder, number and IFSC all given: the bank file can pay the worker. */
const bankComplete = sql<boolean>`coalesce(${workerBankDetails.bankAccount} <> '' and ${workerBankDetails.ifsc} <> '' and ${workerBankDetails.accountHolder} <> '', false)`;

const workerColumns = {
  worker: accounts.id,
  worker_name: accounts.fullName,
  username: sql<string>`coalesce(${accounts.username}, '')`,
  active: accounts.active,
  skill_grade: workerGrades.skillGrade,
  bank_complete: bankComplete,
  has_upi: sql<boolean>`coalesce(${workerBankDetails.upiId} <> '', false)`,
};

const detailColumns = {
  ...workerColumns,
  account_holder: sql<string>`coalesce(${workerBankDetails.accountHolder}, '')`,
  bank_account: sql<string>`coalesce(${workerBankDetails.bankAccount}, '')`,
  ifsc: sql<string>`coalesce(${workerBankDetails.ifsc}, '')`,
  upi_id: sql<string>`coalesce(${workerBankDetails.upiId}, '')`,
};

/** The workers with their grade and bank details (one row each: both tables are keyed by the account). */
const selectWorkers = (db: DbOrTx, detail = false) =>
  db
    .select(detail ? detailColumns : workerColumns)
    .from(accounts)
    .leftJoin(workerGrades, eq(workerGrades.accountId, accounts.id))
    .leftJoin(workerBankDetails, eq(workerBankDetails.accountId, accounts.id));

/**
 * Every worker's wage details (docs/product/wages.md#worker-wage-details), by name: searched by name, username or phone
 * (their trigram indexes), optionally only those whose bank details are missing or complete.
 */
export function listWageWorkers(db: DbOrTx, query: { search: string; bank?: 'missing' | 'complete' }): PagedQuery<WageWorker> {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where: SQL | undefined = and(
    eq(accounts.role, 'worker'),
    pattern ? or(ilike(accounts.fullName, pattern), ilike(accounts.username, pattern), ilike(accounts.phone, pattern)) : undefined,
    query.bank === 'complete' ? bankComplete : query.bank === 'missing' ? sql`not ${bankComplete}` : undefined,
  );
  return {
    ...cappedCounter(db, () => selectWorkers(db).where(where), { search: query.search }),
    rows: async (limit, offset) => selectWorkers(db).where(where).orderBy(asc(accounts.fullName), asc(accounts.id)).limit(limit).offset(offset),
  };
}

/** One worker's wage details; 404 for an account that is not a worker. */
export async function getWageWorker(db: DbOrTx, id: number): Promise<WageWorkerDetail> {
  const [row] = await selectWorkers(db, true).where(and(eq(accounts.id, id), eq(accounts.role, 'worker')));
  if (!row) throw notFound();
  return row as WageWorkerDetail;
}

/** Of these workers, those the bank file cannot pay (no complete bank details), through the table's primary key. */
export async function workersWithoutBank(db: DbOrTx, workerIds: number[]): Promise<number[]> {
  if (workerIds.length === 0) return [];
  const complete = await db
    .select({ id: workerBankDetails.accountId })
    .from(workerBankDetails)
    .where(and(inArray(workerBankDetails.accountId, workerIds), bankComplete));
  const paid = new Set(complete.map((c) => c.id));
  return workerIds.filter((id) => !paid.has(id));
}

async function workerOr404(tx: DbOrTx, id: number): Promise<{ id: number; name: string }> {
  const [worker] = await tx
    .select({ id: accounts.id, name: accounts.fullName })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.role, 'worker')));
  if (!worker) throw notFound();
  return worker;
}

/** A worker's skill grade; audited. 404 for an account that is not a worker. */
export async function setWorkerGrade(db: DbOrTx, workerId: number, grade: SkillGrade, actor: Caller): Promise<WorkerGrade> {
  return db.transaction(async (tx) => {
    const worker = await workerOr404(tx, workerId);
    const [before] = await tx.select().from(workerGrades).where(eq(workerGrades.accountId, workerId));
    await tx
      .insert(workerGrades)
      .values({ accountId: workerId, skillGrade: grade })
      .onConflictDoUpdate({ target: workerGrades.accountId, set: { skillGrade: grade, updatedAt: sql`now()` } });
    await recordAudit(tx, actor, { entity: 'worker_grade', id: workerId, action: before ? 'update' : 'create', before: before ? { skill_grade: before.skillGrade } : null, after: { skill_grade: grade } });
    return { worker: worker.id, worker_name: worker.name, skill_grade: grade };
  });
}

/** Where a worker's wages go (account holder, bank account, IFSC, UPI id). Audited, before and after. 404 for an account that is not a worker. */
export async function setWorkerBank(db: DbOrTx, workerId: number, input: z.infer<typeof workerBankInputSchema>, actor: Caller) {
  return db.transaction(async (tx) => {
    await workerOr404(tx, workerId);
    const [before] = await tx.select().from(workerBankDetails).where(eq(workerBankDetails.accountId, workerId)).for('update');
    const values = { accountHolder: input.account_holder, bankAccount: input.bank_account, ifsc: input.ifsc, upiId: input.upi_id };
    await tx
      .insert(workerBankDetails)
      .values({ accountId: workerId, ...values })
      .onConflictDoUpdate({ target: workerBankDetails.accountId, set: { ...values, updatedAt: sql`now()` } });
    const snapshot = (b: typeof before) => b && { account_holder: b.accountHolder, bank_account: b.bankAccount, ifsc: b.ifsc, upi_id: b.upiId };
    await recordAudit(tx, actor, { entity: 'worker_bank', id: workerId, action: before ? 'update' : 'create', before: snapshot(before) ?? null, after: input });
    return { worker: workerId, ...input };
  });
}
