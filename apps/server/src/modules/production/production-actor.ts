import type { Actor } from '../../lib/auth';

/** What a service needs of its caller. */
export type ProductionActor = Pick<Actor, 'accountId' | 'role'> & Partial<Pick<Actor, 'address'>>;
/** "Today" in the business time zone, for finished dates. */
export type Today = { today: string };
