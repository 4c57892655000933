import { index, integer, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { accounts } from '../db/accounts.table';

/**
 * The first answer to each `Idempotency-Key` of an account, kept 24 hours (lib/idempotency.ts, docs/decisions/033).
 * A row is written in the transaction of the request that claimed the key and given its answer in that same
 * transaction: a committed row always carries the answer; while it is not committed, a copy of the request waits on it.
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
    /** Null only inside the claiming transaction, before its answer is written. */
    responseStatus: smallint('response_status'),
    responseType: varchar('response_type', { length: 100 }),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.key] }),
    // Expired keys are deleted oldest first, a small batch at a time.
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
