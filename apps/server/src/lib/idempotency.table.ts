import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { accounts } from '../modules/account/account.table';

/**
 * The first answer to each `Idempotency-Key` of an account, kept 24 hours (lib/idempotency.ts, docs/decisions/033).
 * A row is 'running' while its first copy is answered, under a lease that another process may take over once it ran
 * out (the first process died); then 'done' with the answer a repeat is given.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    /** sha256 of method, route, parameters and body: a repeat must be the same request. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    state: varchar('state', { length: 10 }).notNull().default('running'),
    /** The copy answering it now: only that copy stores its answer or releases the key. */
    owner: uuid('owner').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    responseStatus: smallint('response_status'),
    responseType: varchar('response_type', { length: 100 }),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.key] }),
    // Expired keys are deleted oldest first, a small batch at a time.
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    check('idempotency_keys_state', sql`${t.state} in ('running', 'done')`),
  ],
);
