import type { Actor } from '../../lib/auth';

/** Who changes wage records: the audit log keeps the account and, for a request, its address. */
export type WageActor = Pick<Actor, 'accountId'> & { address?: string | null };
