import { eq } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { accounts } from '../../db/accounts.table';
import { supervisors } from './supervisor.table';

/**
 * A read that shows or searches a supervisor by name joins the supervisor named by `supervisorId` and the supervisor's
 * account, which holds the name (`accounts.fullName`) and username. The read is a dynamic one (`.$dynamic()`,
 * Drizzle's way of handing a query to a function that adds to it).
 */
export function joinSupervisorAccount<T extends PgSelect>(read: T, supervisorId: PgColumn) {
  return read.innerJoin(supervisors, eq(supervisors.id, supervisorId)).innerJoin(accounts, eq(accounts.id, supervisors.accountId));
}
