import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

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
    /** At most 4 characters, so that a number fits 16 (docs/decisions/030, "Document numbers"). */
    invoicePrefix: varchar('invoice_prefix', { length: 4 }).notNull().default('INV'),
    creditNotePrefix: varchar('credit_note_prefix', { length: 4 }).notNull().default('CN'),
    debitNotePrefix: varchar('debit_note_prefix', { length: 4 }).notNull().default('DN'),
    receiptPrefix: varchar('receipt_prefix', { length: 4 }).notNull().default('RC'),
    refundPrefix: varchar('refund_prefix', { length: 4 }).notNull().default('RF'),
    /** Printed on every document with the phone and e-mail (Companies Act s.12(3)(c)); '' when not set. */
    cin: varchar('cin', { length: 21 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    signatoryName: varchar('signatory_name', { length: 100 }).notNull().default(''),
    signatoryDesignation: varchar('signatory_designation', { length: 100 }).notNull().default(''),
    /** Aggregate turnover above 5 crore: HSN codes of 6 or 8 digits (Notification 78/2020-CT). */
    turnoverAbove5Crore: boolean('turnover_above_5_crore').notNull().default(false),
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
    /** Percent, exact like money (docs/product/money-and-ledgers.md#paise-and-rupees): "18.00". */
    gstRate: numeric('gst_rate', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [
    check('product_type_taxes_hsn_digits', sql`${t.hsnCode} ~ '^[0-9]{4,8}$'`),
    check('product_type_taxes_rate_range', sql`${t.gstRate} >= 0 AND ${t.gstRate} <= 28`),
  ],
);
