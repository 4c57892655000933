import { index, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { requiredRef, serialId } from '../../db/columns';
import { accounts } from '../../db/accounts.table';

/**
 * Store managers, quality checkers, sheet users and production managers are accounts with that role and nothing
 * more. Workers add their designations (the trades they work in).
 */
export const designations = pgTable(
  'designations',
  {
    id: serialId(),
    role: varchar('role', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('designations_role_lower_key').on(sql`lower(${t.role})`)],
);

export const workerDesignations = pgTable(
  'worker_designations',
  {
    accountId: requiredRef('account_id', () => accounts.id),
    designationId: requiredRef('designation_id', () => designations.id),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.designationId] }), index('worker_designations_designation_idx').on(t.designationId)],
);
