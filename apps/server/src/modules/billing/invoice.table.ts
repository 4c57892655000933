import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, date, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId } from '../../db/columns';
import { INVOICE_STATUSES, NOTE_KINDS, NOTE_REASON_KEYS, TAX_SPLITS, type Party, type Seller } from '@steelworks/contract/invoice';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { orders } from '../order/order.table';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A taxed line's columns, alike on an invoice's lines and a note's lines: what, how many, at what rate and GST. */
const taxedLineColumns = () => ({
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
});

export const invoiceStatusEnum = pgEnum('invoice_status', INVOICE_STATUSES);

/**
 * The last number given per document series and financial year (issue 31). The invoice's transaction takes the next
 * number with one UPDATE ... RETURNING: the row lock holds the number until that transaction ends, and a rolled-back
 * invoice rolls its number back too, so the series has no gap (docs/decisions/031).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    /** document-numbers.ts DOCUMENT_SERIES: 'invoice', 'credit_note', 'debit_note', 'receipt', 'refund'. */
    series: varchar('series', { length: 20 }).notNull(),
    /** The prefix the numbers were given under: a new prefix starts its own count at 1 (10: the prefixes before 4). */
    prefix: varchar('prefix', { length: 10 }).notNull(),
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    lastSeq: integer('last_seq').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.prefix, t.financialYear] }),
    check('document_counters_seq_positive', sql`${t.lastSeq} > 0`),
  ],
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
    seller: jsonb('seller').$type<Party & Partial<Seller>>().notNull(),
    buyer: jsonb('buyer').$type<Party>().notNull(),
    /** Where the goods went (rule 46(o)); null on invoices made before it was kept. */
    shipTo: jsonb('ship_to').$type<Party>(),
    bank: jsonb('bank').$type<{ bank_name: string; account_number: string; ifsc: string }>().notNull(),
    placeOfSupply: varchar('place_of_supply', { length: 2 }),
    taxSplit: varchar('tax_split', { length: 5, enum: TAX_SPLITS }).notNull(),
    taxableValue: money('taxable_value').notNull(),
    cgst: money('cgst').notNull(),
    sgst: money('sgst').notNull(),
    igst: money('igst').notNull(),
    roundOff: money('round_off').notNull(),
    total: money('total').notNull(),
    /** Debit notes minus partial credit notes (docs/decisions/031, "Notes"): the invoice asks total + adjustment. */
    adjustment: money('adjustment').notNull().default('0'),
    amountPaid: money('amount_paid').notNull().default('0'),
    status: invoiceStatusEnum('status').notNull().default('Open'),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    // Not unique: each prefix of a year counts from 1; the number is the unique key.
    index('invoices_year_seq_idx').on(t.financialYear, t.seq),
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
    // Payment reminders (issue 48 point 3): the open invoices due up to a day, across dealers.
    index('invoices_open_due_date_idx').on(t.dueDate, t.id).where(sql`${t.status} = 'Open'`),
    // The office's lists (issue 48 point 4): one dealer's invoices of a period.
    index('invoices_dealer_date_idx').on(t.dealerId, t.invoiceDate, t.id),
    index('invoices_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    check('invoices_money_not_negative', sql`${t.taxableValue} >= 0 and ${t.cgst} >= 0 and ${t.sgst} >= 0 and ${t.igst} >= 0 and ${t.total} >= 0`),
    check('invoices_round_off_range', sql`${t.roundOff} > -1 and ${t.roundOff} < 1`),
    check('invoices_total_adds_up', sql`${t.total} = ${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst} + ${t.roundOff}`),
    check('invoices_adjusted_not_negative', sql`${t.total} + ${t.adjustment} >= 0`),
    check('invoices_paid_range', sql`${t.amountPaid} >= 0 and ${t.amountPaid} <= ${t.total} + ${t.adjustment}`),
    check(
      'invoices_status_matches_paid',
      sql`(${t.status} = 'Cancelled' and ${t.amountPaid} = 0) or (${t.status} = 'Paid' and ${t.amountPaid} = ${t.total} + ${t.adjustment}) or (${t.status} = 'Open' and ${t.amountPaid} < ${t.total} + ${t.adjustment})`,
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
    ...taxedLineColumns(),
  },
  (t) => [
    uniqueIndex('invoice_lines_invoice_line_key').on(t.invoiceId, t.lineNo),
    check('invoice_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('invoice_lines_total_adds_up', sql`${t.total} = ${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst}`),
  ],
);

/**
 * A credit or debit note against one invoice (CGST s.34; docs/decisions/031, "Notes"): each kind its own series
 * (CN/2026-27/0001, DN/2026-27/0001). A cancellation credits the whole invoice; the other notes have lines.
 * Append-only, like its lines.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serialId(),
    kind: varchar('kind', { length: 6, enum: NOTE_KINDS }).notNull().default('credit'),
    reasonCode: varchar('reason_code', { length: 20, enum: NOTE_REASON_KEYS }).notNull().default('cancellation'),
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
    /** An amount outside GST: a bounced cheque's bank charges (reason bank_charges), no tax on it. */
    charges: money('charges').notNull().default('0'),
    total: money('total').notNull(),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    // One cancellation per invoice; partial notes as many as what remains allows.
    uniqueIndex('credit_notes_invoice_key').on(t.invoiceId).where(sql`${t.reasonCode} = 'cancellation'`),
    index('credit_notes_invoice_idx').on(t.invoiceId, t.id),
    check('credit_notes_reason_of_kind', sql`(${t.kind} = 'credit') = (${t.reasonCode} in ('return', 'price_reduction', 'discount', 'cancellation'))`),
    check('credit_notes_total_adds_up', sql`${t.total} = ${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst} + ${t.roundOff} + ${t.charges}`),
    // Bank charges are no supply (docs/decisions/053): such a note carries them alone, no taxable value and no tax.
    check(
      'credit_notes_charges_only_bank',
      sql`${t.charges} >= 0 and (${t.reasonCode} = 'bank_charges') = (${t.charges} > 0) and (${t.reasonCode} <> 'bank_charges' or (${t.taxableValue} = 0 and ${t.cgst} = 0 and ${t.sgst} = 0 and ${t.igst} = 0 and ${t.roundOff} = 0))`,
    ),
    index('credit_notes_dealer_idx').on(t.dealerId, t.id.desc()),
    index('credit_notes_date_idx').on(t.noteDate, t.id),
  ],
);

/**
 * A note's lines: each refers to its invoice's line (line_no) and is taxed at that line's rate under the invoice's
 * split. quantity is what a return gives back (0 for a price change). Append-only.
 */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: serialId(),
    noteId: requiredRef('note_id', () => creditNotes.id),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    ...taxedLineColumns(),
  },
  (t) => [
    uniqueIndex('credit_note_lines_note_line_key').on(t.noteId, t.lineNo),
    // What remains on an invoice line: the sums of its notes' lines.
    index('credit_note_lines_invoice_idx').on(t.invoiceId, t.lineNo),
    check('credit_note_lines_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('credit_note_lines_taxable_positive', sql`${t.taxableValue} > 0`),
    check('credit_note_lines_total_adds_up', sql`${t.total} = ${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst}`),
  ],
);
