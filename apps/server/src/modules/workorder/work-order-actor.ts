import type { Actor } from '../../lib/auth';

/** The caller; its address, when known, goes to the audit log. */
export type WorkOrderActor = Pick<Actor, 'accountId' | 'role'> & Partial<Pick<Actor, 'address'>>;
export type Today = { today: string };
