import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/auth';
import { supervisorIdOfAccount } from '../supervisor/supervisor-people.service';

/** Who asks for the schedule's lists and records: a supervisor among them sees only its own. */
export type ScheduleActor = Pick<Actor, 'accountId' | 'role' | 'username'> & { address?: string };

/** A supervisor sees only its own schedule, supplies and checks; -1 (no record) matches nothing. */
export async function ownSupervisorId(db: DbOrTx, actor: ScheduleActor): Promise<number | undefined> {
  if (actor.role !== 'supervisor') return undefined;
  return (await supervisorIdOfAccount(db, actor.accountId)) ?? -1;
}
