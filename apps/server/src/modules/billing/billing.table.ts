import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The company as a tax invoice names it (issue 31): one row, id 1 (a CHECK keeps it single). The migration writes the
 * row with empty texts; `state_code` null means an admin has not filled the form yet.
 */
export const companySettings = pgTable(
  'company_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: varchar('legal_name', { length: 200 }).notNull().default(''),
    address: varchar('address', { length: 500 }).notNull().default(''),
    stateCode: varchar('state_code', { length: 2 }),
    gstin: varchar('gstin', { length: 15 }),
    bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
    bankAccountNumber: varchar('bank_account_number', { length: 18 }).notNull().default(''),
    ifsc: varchar('ifsc', { length: 11 }).notNull().default(''),
    invoicePrefix: varchar('invoice_prefix', { length: 10 }).notNull().default('INV'),
    creditNotePrefix: varchar('credit_note_prefix', { length: 10 }).notNull().default('CN'),
    /** Null until the form is first saved. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  () => [check('company_settings_single_row', sql`id = 1`)],
);

/**
 * HSN code and GST rate per product type (the contract's TAX_PRODUCT_TYPES). An invoice line copies both when it is
 * made, so a later change of rate never rewrites an issued invoice.
 */
export const productTypeTaxes = pgTable(
  'product_type_taxes',
  {
    productType: varchar('product_type', { length: 30 }).primaryKey(),
    hsnCode: varchar('hsn_code', { length: 8 }).notNull(),
    /** Percent, exact like money (DECISIONS.md section 4): "18.00". */
    gstRate: numeric('gst_rate', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [
    check('product_type_taxes_hsn_digits', sql`${t.hsnCode} ~ '^[0-9]{4,8}$'`),
    check('product_type_taxes_rate_range', sql`${t.gstRate} >= 0 AND ${t.gstRate} <= 28`),
  ],
);
