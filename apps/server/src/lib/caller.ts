import type { Actor } from './auth';

/**
 * Who acts, as a service takes it (docs/decisions/059-one-caller-type.md): a route passes its request's `Actor`; a
 * seed, job or bench passes just these fields. The address, when known, goes to the audit log.
 */
export type Caller = Pick<Actor, 'accountId' | 'role'> & { address?: string | null };

/** "Today" in the business time zone, for a service's date rules. */
export type Today = { today: string };
