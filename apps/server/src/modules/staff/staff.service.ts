import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Person, StaffInput, Worker, WorkerCreateInput, WorkerUpdateInput } from '@steelworks/contract/staff';
import { PEOPLE_TEXT } from '@steelworks/contract/staff';
import type { Role } from '@steelworks/contract/roles';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { searchCappedCounter, type PagedQuery } from '../../lib/paginate';
import { hashPassword } from '../../lib/passwords';
import { revokeTokens } from '../../lib/auth';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { accounts } from '../../db/accounts.table';
import { accountOrder, accountSearch, blockPersonAccount, createPersonAccount, personSnapshot, toPerson, unblockAccountOfRole, updateAccountFields, type PeopleQuery } from './person-accounts';
import { designations, workerDesignations } from './staff.table';

type AccountRow = typeof accounts.$inferSelect;

// --- Accounts that are nothing but their role: store manager, quality checker, sheet user, production manager ---

/** The accounts of that role a people list shows: active ones (or, `blocked`, the blocked ones) that match its search. */
function staffWhere(role: Role, query: PeopleQuery) {
  return and(eq(accounts.role, role), eq(accounts.active, !query.blocked), accountSearch(query.search));
}

export function listStaff(db: DbOrTx, role: Role, query: PeopleQuery): PagedQuery<Person> {
  const where = staffWhere(role, query);
  return {
    ...searchCappedCounter(
      db,
      query.search,
      () => db.select({ id: accounts.id }).from(accounts).where(where),
      async () => (await db.select({ n: count() }).from(accounts).where(where))[0]!.n,
    ),
    rows: async (limit, offset) =>
      (await db.select().from(accounts).where(where).orderBy(...accountOrder(query.sort)).limit(limit).offset(offset)).map(
        (a) => toPerson(a.id, a),
      ),
  };
}

/** The live account of that role, or 404 (a blocked person is gone for everyone). */
async function findStaffAccount(db: DbOrTx, role: Role, id: number): Promise<AccountRow> {
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.role, role), eq(accounts.active, true)))
    .limit(1);
  if (!account) throw notFound();
  return account;
}

export async function getStaff(db: DbOrTx, role: Role, id: number): Promise<Person> {
  const account = await findStaffAccount(db, role, id);
  return toPerson(account.id, account);
}

export async function createStaff(db: DbOrTx, mailer: Mailer, role: Role, input: StaffInput, actor: AuditActor): Promise<Person> {
  return db.transaction(async (tx) => {
    const id = await createPersonAccount(tx, mailer, role, input);
    const created = await getStaff(tx, role, id);
    await recordAudit(tx, actor, { entity: 'account', id, action: 'create', after: personSnapshot(created) });
    return created;
  });
}

export async function updateStaff(db: DbOrTx, role: Role, id: number, input: Partial<StaffInput>, actor: AuditActor): Promise<Person> {
  return db.transaction(async (tx) => {
    const before = toPerson(id, await findStaffAccount(tx, role, id));
    await updateAccountFields(tx, id, input);
    const after = await getStaff(tx, role, id);
    await recordAudit(tx, actor, { entity: 'account', id, action: 'update', before: personSnapshot(before), after: personSnapshot(after) });
    return after;
  });
}

/** "Block Account" (docs/product/people-and-accounts.md#block-account). */
export async function blockStaff(db: DbOrTx, role: Role, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    await findStaffAccount(tx, role, id);
    await blockPersonAccount(tx, actor, { entity: 'account', id, accountId: id });
  });
}

export async function unblockStaff(db: DbOrTx, role: Role, id: number): Promise<Person> {
  await unblockAccountOfRole(db, role, id);
  return getStaff(db, role, id);
}

// --- Workers and their designations ---

export async function listDesignations(db: DbOrTx) {
  return db.select({ id: designations.id, role: designations.role }).from(designations).orderBy(asc(designations.id));
}

async function designationsOf(db: DbOrTx, accountIds: number[]): Promise<Map<number, { id: number; role: string }[]>> {
  const byAccount = new Map<number, { id: number; role: string }[]>();
  if (accountIds.length === 0) return byAccount;
  const rows = await db
    .select({ accountId: workerDesignations.accountId, id: designations.id, role: designations.role })
    .from(workerDesignations)
    .innerJoin(designations, eq(designations.id, workerDesignations.designationId))
    .where(inArray(workerDesignations.accountId, accountIds))
    .orderBy(asc(designations.id));
  for (const row of rows) {
    const list = byAccount.get(row.accountId) ?? [];
    list.push({ id: row.id, role: row.role });
    byAccount.set(row.accountId, list);
  }
  return byAccount;
}

function toWorker(account: AccountRow, details: { id: number; role: string }[]): Worker {
  return { ...toPerson(account.id, account), designation: details.map((d) => d.id), designation_details: details };
}

export function listWorkers(db: DbOrTx, query: PeopleQuery): PagedQuery<Worker> {
  const people = listStaff(db, 'worker', query);
  return {
    count: people.count,
    countIsEstimate: people.countIsEstimate,
    countIsCapped: people.countIsCapped,
    rows: async (limit, offset) => {
      const where = staffWhere('worker', query);
      const rows = await db.select().from(accounts).where(where).orderBy(...accountOrder(query.sort)).limit(limit).offset(offset);
      // One query for the designations of the whole page, not one per row.
      const details = await designationsOf(db, rows.map((r) => r.id));
      return rows.map((r) => toWorker(r, details.get(r.id) ?? []));
    },
  };
}

export async function getWorker(db: DbOrTx, id: number): Promise<Worker> {
  const account = await findStaffAccount(db, 'worker', id);
  const details = await designationsOf(db, [id]);
  return toWorker(account, details.get(id) ?? []);
}

export async function unblockWorker(db: DbOrTx, id: number): Promise<Worker> {
  await unblockAccountOfRole(db, 'worker', id);
  return getWorker(db, id);
}

async function setDesignations(tx: DbOrTx, accountId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const known = await tx.select({ id: designations.id }).from(designations).where(inArray(designations.id, unique));
  if (known.length !== unique.length) throw fieldError('designation', PEOPLE_TEXT.selectRole);
  await tx.delete(workerDesignations).where(eq(workerDesignations.accountId, accountId));
  await tx.insert(workerDesignations).values(unique.map((designationId) => ({ accountId, designationId })));
}

export async function createWorker(db: DbOrTx, mailer: Mailer, input: WorkerCreateInput, actor: AuditActor): Promise<Worker> {
  return db.transaction(async (tx) => {
    const id = await createPersonAccount(tx, mailer, 'worker', input);
    await setDesignations(tx, id, input.designation);
    const created = await getWorker(tx, id);
    await recordAudit(tx, actor, { entity: 'account', id, action: 'create', after: workerSnapshot(created) });
    return created;
  });
}

/** A worker as the audit log compares it: its fields and designation ids (the details repeat them). */
function workerSnapshot(worker: Worker) {
  const { designation_details: _details, ...rest } = personSnapshot(worker);
  return rest;
}

export async function updateWorker(db: DbOrTx, id: number, input: Partial<WorkerUpdateInput>, actor: AuditActor): Promise<Worker> {
  return db.transaction(async (tx) => {
    const before = await getWorker(tx, id);
    await updateAccountFields(tx, id, input);
    if (input.designation) await setDesignations(tx, id, input.designation);
    if (input.password) {
      // A new password set by a manager ends the worker's sessions, as a password change does.
      await tx.update(accounts).set({ passwordHash: await hashPassword(input.password) }).where(eq(accounts.id, id));
      await revokeTokens(tx, id);
    }
    const after = await getWorker(tx, id);
    await recordAudit(tx, actor, {
      entity: 'account',
      id,
      action: 'update',
      before: workerSnapshot(before),
      after: workerSnapshot(after),
      // Never the password itself: only that a manager set one.
      note: input.password ? 'Password set by a manager; the worker\'s sessions ended' : undefined,
    });
    return after;
  });
}
