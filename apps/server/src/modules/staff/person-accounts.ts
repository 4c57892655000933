import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Person } from '@steelworks/contract/staff';
import { PEOPLE_TEXT } from '@steelworks/contract/staff';
import { firstNameLengthOf, nameFields } from '@steelworks/contract/person';
import type { Role } from '@steelworks/contract/roles';
import type { DbOrTx } from '../../db/client';
import { notFound, ruleError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { Mailer } from '../../lib/mail';
import { likePattern, searchCappedCounter, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { assertEmailFree, assertUsernameFree, createAccount, deactivateAccount, reactivateAccount } from '../account/account.service';
import type { RowOf } from '../../lib/row-of';

/**
 * What every kind of person shares (staff of each role, workers, supervisors, dealers, field staff): the account
 * behind it, its answer's account fields, the people-list search and sort, and its create, update, block and unblock.
 */

type AccountRow = typeof accounts.$inferSelect;


/** The account columns `toPerson` reads, for a kind that selects them beside its own record. */
export const personAccountColumns = {
  username: accounts.username,
  email: accounts.email,
  phone: accounts.phone,
  fullName: accounts.fullName,
  firstNameLength: accounts.firstNameLength,
  role: accounts.role,
};

/** A person as every people answer shows it: account fields at the top and nested as `account`. */
export function toPerson(id: number, account: Pick<AccountRow, 'username' | 'email' | 'phone' | 'fullName' | 'firstNameLength' | 'role'>): Person {
  const summary = {
    username: account.username,
    email: account.email,
    phone: account.phone,
    ...nameFields(account.fullName, account.firstNameLength),
    role: account.role,
  };
  return { id, ...summary, account: summary };
}

/** What a people list asks for: its search and sort, and `blocked` for the Blocked view. */
export type PeopleQuery = { search: string; sort?: string; blocked?: boolean };

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

/**
 * A person (or a dealer, supervisor, worker) as the audit log compares it: its own fields, without the nested copy of
 * the account or the name parts, which only repeat full_name.
 */
export function personSnapshot<T extends Person>({ account: _account, first_name: _first, last_name: _last, ...person }: T) {
  return person;
}

/** The name fields of a person form: full_name, and the two parts when the 2022 client sent the name in parts. */
type NameInput = { full_name: string; first_name?: string | null; last_name?: string | null };

/** The sign-in account of a new person, from the account fields of its form. */
export function createPersonAccount(
  tx: DbOrTx,
  mailer: Mailer,
  role: Role,
  input: NameInput & { username: string | null; email: string | null; phone: string; password?: string },
): Promise<number> {
  return createAccount(tx, mailer, {
    username: input.username,
    email: input.email,
    phone: input.phone,
    fullName: input.full_name,
    firstNameLength: firstNameLengthOf(input) ?? null,
    role,
    password: input.password,
  });
}

/** Applies the account fields of a PUT or PATCH; the username must stay free of other accounts. */
export async function updateAccountFields(
  db: DbOrTx,
  accountId: number,
  input: Partial<NameInput> & { username?: string | null; phone?: string; email?: string | null },
): Promise<void> {
  if (input.username) await assertUsernameFree(db, input.username, accountId);
  if (input.email) await assertEmailFree(db, input.email, accountId);
  const changes = {
    username: input.username,
    fullName: input.full_name,
    // A new name given whole forgets the parts of the old one.
    firstNameLength: firstNameLengthOf(input),
    phone: input.phone,
    email: input.email,
  };
  if (Object.values(changes).some((v) => v !== undefined)) {
    await db.update(accounts).set(changes).where(eq(accounts.id, accountId));
  }
}

/** "Block Account" (docs/product/people-and-accounts.md#block-account), inside the caller's transaction: the account signs out and leaves the lists. */
export async function blockPersonAccount(
  tx: DbOrTx,
  actor: AuditActor,
  person: { entity: 'account' | 'dealer' | 'supervisor'; id: number; accountId: number },
): Promise<void> {
  await deactivateAccount(tx, person.accountId);
  await recordAudit(tx, actor, { entity: person.entity, id: person.id, action: 'block', before: { active: true }, after: { active: false } });
}

/**
 * Unblock (docs/product/guards.md#people-guards): the account of that role signs in again and is back in its list. An unknown id
 * (or one of another role) is 404; an account that is not blocked is refused.
 */
export async function unblockAccountOfRole(db: DbOrTx, role: Role, accountId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ active: accounts.active })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.role, role)))
      .for('update');
    if (!account) throw notFound();
    if (account.active) throw ruleError(PEOPLE_TEXT.notBlocked);
    await reactivateAccount(tx, accountId);
  });
}

// --- People with a record of their own beside the account (dealers, supervisors) ---

/** Such a kind: its table (with `id` and `account_id`), its account's role, and the columns its answer is made of. */
export type PersonRecord<C extends Record<string, PgColumn>> = {
  table: PgTable & { id: PgColumn; accountId: PgColumn };
  role: Role;
  columns: C;
};

/** The kind's columns joined to its account. Drizzle cannot type a select over a generic table: callers cast to `RowOf`. */
function selectWithAccount(db: DbOrTx, record: PersonRecord<Record<string, PgColumn>>) {
  return db.select(record.columns).from(record.table).innerJoin(accounts, eq(accounts.id, record.table.accountId));
}

/** The reads and the unblock that every kind with a record of its own does the same way. */
export function personRecords<C extends Record<string, PgColumn>>(record: PersonRecord<C>) {
  const { table } = record;
  return {
    /** The records whose account matches `where` (its active flag, its search), newest first. */
    list<T>(db: DbOrTx, where: SQL | undefined, search: string, toAnswer: (row: RowOf<C>) => T): PagedQuery<T> {
      return {
        ...searchCappedCounter(
          db,
          search,
          () => db.select({ id: table.id }).from(table).innerJoin(accounts, eq(accounts.id, table.accountId)).where(where),
          async () => (await db.select({ n: count() }).from(table).innerJoin(accounts, eq(accounts.id, table.accountId)).where(where))[0]!.n,
        ),
        rows: async (limit, offset) =>
          (
            (await selectWithAccount(db, record)
              .where(where)
              .orderBy(desc(table.id))
              .limit(limit)
              .offset(offset)) as RowOf<C>[]
          ).map(toAnswer),
      };
    },

    /** A live record (its account active), or 404. */
    async findLive(db: DbOrTx, id: number): Promise<RowOf<C>> {
      const [row] = (await selectWithAccount(db, record)
        .where(and(eq(table.id, id), eq(accounts.active, true)))
        .limit(1)) as RowOf<C>[];
      if (!row) throw notFound();
      return row;
    },

    /** The record of a signed-in account, if it has one. */
    async idOfAccount(db: DbOrTx, accountId: number): Promise<number | undefined> {
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.accountId, accountId)).limit(1);
      return row?.id as number | undefined;
    },

    /** Unblock by the record's id: an unknown id is 404; a record whose account is not blocked is refused. */
    async unblock(db: DbOrTx, id: number): Promise<void> {
      const [row] = await db.select({ accountId: table.accountId }).from(table).where(eq(table.id, id)).limit(1);
      if (!row) throw notFound();
      await unblockAccountOfRole(db, record.role, row.accountId as number);
    },
  };
}
