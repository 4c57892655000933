import { index, integer, pgTable, primaryKey, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from '../account/account.table';

/**
 * Store managers, quality checkers, sheet users and production managers are accounts with that role and nothing
 * more. Workers add their designations (the trades they work in).
 */
export const designations = pgTable(
  'designations',
  {
    id: serial('id').primaryKey(),
    role: varchar('role', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('designations_role_lower_key').on(sql`lower(${t.role})`)],
);

export const workerDesignations = pgTable(
  'worker_designations',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    designationId: integer('designation_id')
      .notNull()
      .references(() => designations.id),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.designationId] }), index('worker_designations_designation_idx').on(t.designationId)],
);
