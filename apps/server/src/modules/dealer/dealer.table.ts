import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId } from '../../db/columns';
import { accounts } from '../../db/accounts.table';

/**
 * Dealers and customers share this table (docs/product/people-and-accounts.md#people-records). Each row has an account for its name, phone and email;
 * a Customer's account has no username and cannot sign in. Blocking deactivates the account; the row stays.
 */
export const dealers = pgTable(
  'dealers',
  {
    id: serialId(),
    accountId: requiredRef('account_id', () => accounts.id),
    location: varchar('location', { length: 200 }).notNull().default(''),
    /** The margin (%) the dealer adds on resale; informational (docs/product/money-and-ledgers.md#order-amounts). */
    profit: numeric('profit', { precision: 6, scale: 2 }).notNull().default('1'),
    isCustomer: boolean('is_customer').notNull().default(false),
    /** Issue 31: null for an unregistered dealer; when set, its first two digits are state_code (the service checks). */
    gstin: varchar('gstin', { length: 15 }),
    /** GST state code ("32" Kerala): decides CGST + SGST or IGST on the dealer's invoices. */
    stateCode: varchar('state_code', { length: 2 }),
    billingAddress: varchar('billing_address', { length: 500 }).notNull().default(''),
    /** null: no limit, the dealer is not checked (issue 31 credit control). */
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dealers_account_key').on(t.accountId),
    index('dealers_location_trgm_idx').using('gin', sql`${t.location} gin_trgm_ops`),
    check('dealers_profit_not_negative', sql`${t.profit} >= 0`),
    check('dealers_credit_limit_not_negative', sql`${t.creditLimit} >= 0`),
    check('dealers_payment_terms_range', sql`${t.paymentTermsDays} BETWEEN 0 AND 365`),
    check('dealers_gstin_of_state', sql`${t.gstin} IS NULL OR left(${t.gstin}, 2) = ${t.stateCode}`),
  ],
);
