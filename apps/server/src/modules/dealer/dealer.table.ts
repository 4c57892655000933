import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId } from '../../db/columns';
import { accounts } from '../account/account.table';

/**
 * Dealers and customers share this table (spec 1 section 3). Each row has an account for its name, phone and email;
 * a Customer's account has no username and cannot sign in. Blocking deactivates the account; the row stays.
 */
export const dealers = pgTable(
  'dealers',
  {
    id: serialId(),
    accountId: requiredRef('account_id', () => accounts.id),
    location: varchar('location', { length: 200 }).notNull().default(''),
    /** The margin (%) the dealer adds on resale; informational (DECISIONS.md section 4). */
    profit: numeric('profit', { precision: 6, scale: 2 }).notNull().default('1'),
    isCustomer: boolean('is_customer').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dealers_account_key').on(t.accountId),
    index('dealers_location_trgm_idx').using('gin', sql`${t.location} gin_trgm_ops`),
    check('dealers_profit_not_negative', sql`${t.profit} >= 0`),
  ],
);
