import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, date, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId } from '../../db/columns';
import { INVOICE_STATUSES, TAX_SPLITS, type Party } from '@steelworks/contract/invoice';
import { accounts } from '../account/account.table';
import { dealers } from '../dealer/dealer.table';
import { orders } from '../order/order.table';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STATUSES);

/**
 * The last number given per document series and financial year (issue 31). The invoice's transaction takes the next
 * number with one UPDATE ... RETURNING: the row lock holds the number until that transaction ends, and a rolled-back
 * invoice rolls its number back too, so the series has no gap (docs/decisions/031).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    /** 'invoice' or 'credit_note'. */
    series: varchar('series', { length: 20 }).notNull(),
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    lastSeq: integer('last_seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] }), check('document_counters_seq_positive', sql`${t.lastSeq} > 0`)],
);

/**
 * A tax invoice: never edited or deleted. The parties and bank are copied when it is made (a later change of the
 * company settings or the dealer does not rewrite it); amount_paid and status follow the payments allocated to it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serialId(),
    number: varchar('number', { length: 30 }).notNull(),
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    seq: integer('seq').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    /** invoice_date + the dealer's payment terms when it was made. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    orderId: requiredRef('order_id', () => orders.id),
    dealerId: requiredRef('dealer_id', () => dealers.id),
    seller: jsonb('seller').$type<Party>().notNull(),
    buyer: jsonb('buyer').$type<Party>().notNull(),
    bank: jsonb('bank').$type<{ bank_name: string; account_number: string; ifsc: string }>().notNull(),
    placeOfSupply: varchar('place_of_supply', { length: 2 }),
    taxSplit: varchar('tax_split', { length: 5, enum: TAX_SPLITS }).notNull(),
    taxableValue: money('taxable_value').notNull(),
    cgst: money('cgst').notNull(),
    sgst: money('sgst').notNull(),
    igst: money('igst').notNull(),
    roundOff: money('round_off').notNull(),
    total: money('total').notNull(),
    amountPaid: money('amount_paid').notNull().default('0'),
    status: invoiceStatusEnum('status').notNull().default('Open'),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_seq_key').on(t.financialYear, t.seq),
    // One live invoice per order; a cancelled one may be followed by a new one.
    uniqueIndex('invoices_order_live_key').on(t.orderId).where(sql`${t.status} <> 'Cancelled'`),
    // An order's invoices, the cancelled ones too (its page lists them).
    index('invoices_order_idx').on(t.orderId, t.id),
    index('invoices_id_idx').on(t.id.desc()),
    index('invoices_status_idx').on(t.status, t.id.desc()),
    index('invoices_dealer_idx').on(t.dealerId, t.id.desc()),
    index('invoices_date_idx').on(t.invoiceDate, t.id),
    // Receivables, ageing, FIFO allocation and the overdue check read only the open invoices.
    index('invoices_open_due_idx').on(t.dealerId, t.dueDate, t.id).where(sql`${t.status} = 'Open'`),
    index('invoices_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    check('invoices_money_not_negative', sql`${t.taxableValue} >= 0 and ${t.cgst} >= 0 and ${t.sgst} >= 0 and ${t.igst} >= 0 and ${t.total} >= 0`),
    check('invoices_round_off_range', sql`${t.roundOff} > -1 and ${t.roundOff} < 1`),
    check('invoices_total_adds_up', sql`${t.total} = ${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst} + ${t.roundOff}`),
    check('invoices_paid_range', sql`${t.amountPaid} >= 0 and ${t.amountPaid} <= ${t.total}`),
    check(
      'invoices_status_matches_paid',
      sql`(${t.status} = 'Cancelled' and ${t.amountPaid} = 0) or (${t.status} = 'Paid' and ${t.amountPaid} = ${t.total}) or (${t.status} = 'Open' and ${t.amountPaid} < ${t.total})`,
    ),
    check('invoices_due_after_date', sql`${t.dueDate} >= ${t.invoiceDate}`),
  ],
);

/** An invoice's lines, copied from the order's price snapshots with the HSN code and rate of the product's type. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serialId(),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    lineNo: integer('line_no').notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    hsnCode: varchar('hsn_code', { length: 8 }).notNull(),
    quantity: integer('quantity').notNull(),
    unit: varchar('unit', { length: 10 }).notNull(),
    rate: money('rate').notNull(),
    taxableValue: money('taxable_value').notNull(),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2 }).notNull(),
    cgst: money('cgst').notNull(),
    sgst: money('sgst').notNull(),
    igst: money('igst').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_lines_invoice_line_key').on(t.invoiceId, t.lineNo),
    check('invoice_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('invoice_lines_total_adds_up', sql`${t.total} = ${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst}`),
  ],
);

/** A credit note cancels one whole invoice (its own series: CN/2026-27/0001) and reverses it in the ledger. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serialId(),
    number: varchar('number', { length: 30 }).notNull(),
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    seq: integer('seq').notNull(),
    noteDate: date('note_date', { mode: 'string' }).notNull(),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    dealerId: requiredRef('dealer_id', () => dealers.id),
    reason: varchar('reason', { length: 500 }).notNull(),
    taxableValue: money('taxable_value').notNull(),
    cgst: money('cgst').notNull(),
    sgst: money('sgst').notNull(),
    igst: money('igst').notNull(),
    roundOff: money('round_off').notNull(),
    total: money('total').notNull(),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    uniqueIndex('credit_notes_year_seq_key').on(t.financialYear, t.seq),
    uniqueIndex('credit_notes_invoice_key').on(t.invoiceId),
    index('credit_notes_dealer_idx').on(t.dealerId, t.id.desc()),
    index('credit_notes_date_idx').on(t.noteDate, t.id),
  ],
);
