import { and, eq } from 'drizzle-orm';
import { toCents } from '@steelworks/contract/common/money';
import type { Supervisor, SupervisorInput } from '@steelworks/contract/supervisor';
import { payOutFirstMessage } from '@steelworks/contract/supervisor';
import type { DbOrTx } from '../../db/client';
import { ruleError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import type { Mailer } from '../../lib/mail';
import type { PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { accountSearch, blockPersonAccount, createPersonAccount, personAccountColumns, personRecords, personSnapshot, toPerson, updateAccountFields, type PeopleQuery } from '../staff/person-accounts';
import type { RowOf } from '../../lib/row-of';
import { supervisors } from './supervisor.table';

const supervisorColumns = {
  id: supervisors.id,
  accountId: supervisors.accountId,
  colsPerDay: supervisors.colsPerDay,
  costPerCol: supervisors.costPerCol,
  balance: supervisors.balance,
  ...personAccountColumns,
};
type SupervisorRow = RowOf<typeof supervisorColumns>;
const supervisorRecords = personRecords({ table: supervisors, role: 'supervisor', columns: supervisorColumns });

function toSupervisor(row: SupervisorRow): Supervisor {
  return { ...toPerson(row.id, row), cols_per_day: row.colsPerDay, cost_per_col: row.costPerCol, balance: row.balance };
}

export function listSupervisors(db: DbOrTx, query: PeopleQuery): PagedQuery<Supervisor> {
  const where = and(eq(accounts.active, !query.blocked), accountSearch(query.search));
  return supervisorRecords.list(db, where, query.search, toSupervisor);
}

/** A live supervisor (its account active), or 404. */
export async function getSupervisor(db: DbOrTx, id: number): Promise<Supervisor> {
  return toSupervisor(await supervisorRecords.findLive(db, id));
}

/** The supervisor record of a signed-in supervisor account, if it has one. */
export function supervisorIdOfAccount(db: DbOrTx, accountId: number): Promise<number | undefined> {
  return supervisorRecords.idOfAccount(db, accountId);
}

/** A supervisor sees only its own schedule, supplies and checks; -1 (no record) matches nothing. */
export async function ownSupervisorId(db: DbOrTx, actor: Caller): Promise<number | undefined> {
  if (actor.role !== 'supervisor') return undefined;
  return (await supervisorIdOfAccount(db, actor.accountId)) ?? -1;
}

/** A signed-in supervisor's capacity, rate and balance, as its profile shows them (account.service.ts `ProfileRecords`). */
export async function supervisorProfileOfAccount(
  db: DbOrTx,
  accountId: number,
): Promise<{ id: number; cols_per_day: number; cost_per_col: string; balance: string } | undefined> {
  const [row] = await db
    .select({ id: supervisors.id, cols_per_day: supervisors.colsPerDay, cost_per_col: supervisors.costPerCol, balance: supervisors.balance })
    .from(supervisors)
    .where(eq(supervisors.accountId, accountId))
    .limit(1);
  return row;
}

export async function createSupervisor(db: DbOrTx, mailer: Mailer, input: SupervisorInput, actor: AuditActor): Promise<Supervisor> {
  return db.transaction(async (tx) => {
    const accountId = await createPersonAccount(tx, mailer, 'supervisor', input);
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
 * Block Account. A supervisor who still holds money is refused (docs/product/guards.md#people-guards): a blocked supervisor leaves
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
    await blockPersonAccount(tx, actor, { entity: 'supervisor', id, accountId: row!.accountId });
  });
}

export async function unblockSupervisor(db: DbOrTx, id: number): Promise<Supervisor> {
  await supervisorRecords.unblock(db, id);
  return getSupervisor(db, id);
}
