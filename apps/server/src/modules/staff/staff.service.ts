import { and, asc, count, desc, eq, ilike, inArray, or, type Column, type SQL } from 'drizzle-orm';
import type { Person, StaffInput, Worker, WorkerCreateInput, WorkerUpdateInput } from '@steelworks/contract/staff';
import { PEOPLE_TEXT } from '@steelworks/contract/staff';
import type { Role } from '@steelworks/contract/roles';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { likePattern, type PagedQuery } from '../../lib/paginate';
import { hashPassword } from '../../lib/passwords';
import { revokeTokens } from '../../lib/auth';
import { accounts } from '../account/account.table';
import { assertUsernameFree, createAccount, deactivateAccount } from '../account/account.service';
import { designations, workerDesignations } from './staff.table';

type AccountRow = typeof accounts.$inferSelect;

/** The row type of a `db.select({...columns})`. */
export type RowOf<T extends Record<string, Column>> = {
  [K in keyof T]: T[K]['_']['notNull'] extends true ? T[K]['_']['data'] : T[K]['_']['data'] | null;
};

/** A person as every people answer shows it: account fields at the top and nested as `account`. */
export function toPerson(id: number, account: Pick<AccountRow, 'username' | 'email' | 'phone' | 'fullName' | 'role'>): Person {
  const summary = {
    username: account.username,
    email: account.email,
    phone: account.phone,
    full_name: account.fullName,
    role: account.role,
  };
  return { id, ...summary, account: summary };
}

/** Case-insensitive search over the fields a user would type: name, username, phone, email. */
export function accountSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(accounts.fullName, pattern),
    ilike(accounts.username, pattern),
    ilike(accounts.phone, pattern),
    ilike(accounts.email, pattern),
  );
}

/** `sort=full_name` or `sort=-full_name` (the sortable Name column); newest first otherwise. */
export function accountOrder(sort: string | undefined): SQL[] {
  if (sort === 'full_name' || sort === 'name') return [asc(accounts.fullName), asc(accounts.id)];
  if (sort === '-full_name' || sort === '-name') return [desc(accounts.fullName), desc(accounts.id)];
  return [desc(accounts.id)];
}

// --- Accounts that are nothing but their role: store manager, quality checker, sheet user, production manager ---

export function listStaff(db: DbOrTx, role: Role, query: { search: string; sort?: string }): PagedQuery<Person> {
  const where = and(eq(accounts.role, role), eq(accounts.active, true), accountSearch(query.search));
  return {
    count: async () => (await db.select({ n: count() }).from(accounts).where(where))[0]!.n,
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

export async function createStaff(db: DbOrTx, mailer: Mailer, role: Role, input: StaffInput): Promise<Person> {
  return db.transaction(async (tx) => {
    const id = await createAccount(tx, mailer, {
      username: input.username,
      email: input.email,
      phone: input.phone,
      fullName: input.full_name,
      role,
    });
    return getStaff(tx, role, id);
  });
}

/** Applies the account fields of a PUT or PATCH; the username must stay free of other accounts. */
export async function updateAccountFields(
  db: DbOrTx,
  accountId: number,
  input: { username?: string | null; full_name?: string; phone?: string; email?: string | null },
): Promise<void> {
  if (input.username) await assertUsernameFree(db, input.username, accountId);
  const changes = { username: input.username, fullName: input.full_name, phone: input.phone, email: input.email };
  if (Object.values(changes).some((v) => v !== undefined)) {
    await db.update(accounts).set(changes).where(eq(accounts.id, accountId));
  }
}

export async function updateStaff(db: DbOrTx, role: Role, id: number, input: Partial<StaffInput>): Promise<Person> {
  return db.transaction(async (tx) => {
    await findStaffAccount(tx, role, id);
    await updateAccountFields(tx, id, input);
    return getStaff(tx, role, id);
  });
}

/** "Block Account" (DECISIONS.md section 2). */
export async function blockStaff(db: DbOrTx, role: Role, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findStaffAccount(tx, role, id);
    await deactivateAccount(tx, id);
  });
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

export function listWorkers(db: DbOrTx, query: { search: string; sort?: string }): PagedQuery<Worker> {
  const people = listStaff(db, 'worker', query);
  return {
    count: people.count,
    rows: async (limit, offset) => {
      const where = and(eq(accounts.role, 'worker'), eq(accounts.active, true), accountSearch(query.search));
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

async function setDesignations(tx: DbOrTx, accountId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const known = await tx.select({ id: designations.id }).from(designations).where(inArray(designations.id, unique));
  if (known.length !== unique.length) throw fieldError('designation', PEOPLE_TEXT.selectRole);
  await tx.delete(workerDesignations).where(eq(workerDesignations.accountId, accountId));
  await tx.insert(workerDesignations).values(unique.map((designationId) => ({ accountId, designationId })));
}

export async function createWorker(db: DbOrTx, mailer: Mailer, input: WorkerCreateInput): Promise<Worker> {
  return db.transaction(async (tx) => {
    const id = await createAccount(tx, mailer, {
      username: input.username,
      email: input.email,
      phone: input.phone,
      fullName: input.full_name,
      role: 'worker',
      password: input.password,
    });
    await setDesignations(tx, id, input.designation);
    return getWorker(tx, id);
  });
}

export async function updateWorker(db: DbOrTx, id: number, input: Partial<WorkerUpdateInput>): Promise<Worker> {
  return db.transaction(async (tx) => {
    await findStaffAccount(tx, 'worker', id);
    await updateAccountFields(tx, id, input);
    if (input.designation) await setDesignations(tx, id, input.designation);
    if (input.password) {
      // A new password set by a manager ends the worker's sessions, as a password change does.
      await tx.update(accounts).set({ passwordHash: await hashPassword(input.password) }).where(eq(accounts.id, id));
      await revokeTokens(tx, id);
    }
    return getWorker(tx, id);
  });
}
