import { and, count, desc, eq } from 'drizzle-orm';
import { toCents } from '@steelworks/contract/common/money';
import type { Supervisor, SupervisorInput } from '@steelworks/contract/supervisor';
import { payOutFirstMessage } from '@steelworks/contract/supervisor';
import type { DbOrTx } from '../../db/client';
import { notFound, ruleError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { Mailer } from '../../lib/mail';
import { searchCappedCounter, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../account/account.table';
import { createAccount, deactivateAccount } from '../account/account.service';
import { accountSearch, type PeopleQuery, type RowOf, personSnapshot, toPerson, unblockAccountOfRole, updateAccountFields } from '../staff/staff.service';
import { supervisors } from './supervisor.table';

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
