import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { BILL_STATUSES, DEBIT_NOTE_REASONS, SUPPLIER_LEDGER_KINDS, SUPPLIER_PAYMENT_STATUSES } from '@steelworks/contract/payables';
import { PAYMENT_MODE_KEYS } from '@steelworks/contract/dealer-account';
import { createdAt, requiredRef, serialId } from '../../db/columns';
import { accounts } from '../../db/accounts.table';
import { goodsReceiptLines, suppliers } from './purchase.table';

/**
 * Supplier bills, payments, debit notes, the supplier ledger and the imported GSTR-2B (issue 45 points 4-5,
 * docs/decisions/051-supplier-bills-and-payables.md). Money in rupees with 2 decimals like the dealer side; every
 * change of what the shop owes has its supplier_ledger row, written under the supplier's row lock.
 */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const supplierBills = pgTable(
  'supplier_bills',
  {
    id: serialId(),
    supplierId: requiredRef('supplier_id', () => suppliers.id),
    /** The supplier's own invoice number. */
    number: varchar('number', { length: 16 }).notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    taxable: money('taxable').notNull(),
    cgst: money('cgst').notNull().default('0'),
    sgst: money('sgst').notNull().default('0'),
    igst: money('igst').notNull().default('0'),
    total: money('total').notNull(),
    /** Deducted under s.194Q when the bill was entered: owed to the tax department, not the supplier. */
    tds: money('tds').notNull().default('0'),
    paid: money('paid').notNull().default('0'),
    debited: money('debited').notNull().default('0'),
    status: varchar('status', { length: 10 }).notNull().default('Open'),
    mismatchReason: varchar('mismatch_reason', { length: 300 }).notNull().default(''),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('supplier_bills_number_key').on(t.supplierId, sql`lower(${t.number})`),
    index('supplier_bills_supplier_idx').on(t.supplierId, t.billDate, t.id),
    index('supplier_bills_open_due_idx').on(t.dueDate, t.id).where(sql`${t.status} = 'Open'`),
    index('supplier_bills_date_idx').on(t.billDate, t.id),
    index('supplier_bills_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    check('supplier_bills_status', sql`${t.status} in (${listOf(BILL_STATUSES)})`),
    check('supplier_bills_money', sql`${t.taxable} >= 0 and ${t.tds} >= 0 and ${t.paid} >= 0 and ${t.debited} >= 0`),
    // Never overpaid: what is paid and debited stays within what is owed on it.
    check('supplier_bills_not_overpaid', sql`${t.paid} + ${t.debited} <= ${t.total} - ${t.tds}`),
    check('supplier_bills_paid_status', sql`(${t.status} = 'Paid') = (${t.paid} + ${t.debited} = ${t.total} - ${t.tds})`),
  ],
);

export const supplierBillLines = pgTable(
  'supplier_bill_lines',
  {
    id: serialId(),
    billId: requiredRef('bill_id', () => supplierBills.id),
    receiptLineId: requiredRef('receipt_line_id', () => goodsReceiptLines.id),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    rate: money('rate').notNull(),
    amount: money('amount').notNull(),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2 }).notNull(),
    expectedQuantity: numeric('expected_quantity', { precision: 14, scale: 3 }),
    expectedRate: money('expected_rate'),
    mismatch: varchar('mismatch', { length: 200 }).notNull().default(''),
  },
  (t) => [
    index('supplier_bill_lines_bill_idx').on(t.billId, t.id),
    // A received line is billed once.
    uniqueIndex('supplier_bill_lines_receipt_line_key').on(t.receiptLineId),
    check('supplier_bill_lines_positive', sql`${t.quantity} > 0 and ${t.rate} >= 0 and ${t.amount} >= 0`),
  ],
);

export const supplierPayments = pgTable(
  'supplier_payments',
  {
    id: serialId(),
    supplierId: requiredRef('supplier_id', () => suppliers.id),
    amount: money('amount').notNull(),
    allocated: money('allocated').notNull().default('0'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    mode: varchar('mode', { length: 20 }).notNull(),
    chequeNumber: varchar('cheque_number', { length: 20 }).notNull().default(''),
    reference: varchar('reference', { length: 100 }).notNull().default(''),
    note: varchar('note', { length: 500 }).notNull().default(''),
    /** Paid, or Reversed (a bounced cheque, a wrong entry): never deleted; a ledger row puts its amount back. */
    status: varchar('status', { length: 10 }).notNull().default('Paid'),
    reversedOn: date('reversed_on', { mode: 'string' }),
    reversalReason: varchar('reversal_reason', { length: 500 }).notNull().default(''),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('supplier_payments_supplier_idx').on(t.supplierId, t.paidOn, t.id),
    // The payment list, newest first over every supplier, and a range of dates.
    index('supplier_payments_paid_on_idx').on(t.paidOn, t.id),
    index('supplier_payments_reference_trgm_idx').using('gin', sql`${t.reference} gin_trgm_ops`),
    index('supplier_payments_cheque_trgm_idx').using('gin', sql`${t.chequeNumber} gin_trgm_ops`),
    check('supplier_payments_mode', sql`${t.mode} in (${listOf(PAYMENT_MODE_KEYS)})`),
    check('supplier_payments_status', sql`${t.status} in (${listOf(SUPPLIER_PAYMENT_STATUSES)})`),
    check('supplier_payments_allocated_range', sql`${t.amount} > 0 and ${t.allocated} >= 0 and ${t.allocated} <= ${t.amount}`),
    // A reversed payment pays nothing: its allocations were released.
    check('supplier_payments_reversed_unallocated', sql`${t.status} = 'Paid' or ${t.allocated} = 0`),
  ],
);

export const supplierPaymentAllocations = pgTable(
  'supplier_payment_allocations',
  {
    id: serialId(),
    paymentId: requiredRef('payment_id', () => supplierPayments.id),
    billId: requiredRef('bill_id', () => supplierBills.id),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('supplier_payment_allocations_payment_idx').on(t.paymentId, t.id),
    index('supplier_payment_allocations_bill_idx').on(t.billId, t.id),
    // A reversal releases what a payment paid on a bill with a negative row; what it pays is the sum of its rows.
    check('supplier_payment_allocations_not_zero', sql`${t.amount} <> 0`),
  ],
);

export const supplierDebitNotes = pgTable(
  'supplier_debit_notes',
  {
    id: serialId(),
    number: varchar('number', { length: 20 }).notNull(),
    supplierId: requiredRef('supplier_id', () => suppliers.id),
    billId: requiredRef('bill_id', () => supplierBills.id),
    reason: varchar('reason', { length: 20 }).notNull(),
    noteDate: date('note_date', { mode: 'string' }).notNull(),
    taxable: money('taxable').notNull(),
    cgst: money('cgst').notNull().default('0'),
    sgst: money('sgst').notNull().default('0'),
    igst: money('igst').notNull().default('0'),
    total: money('total').notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('supplier_debit_notes_number_key').on(t.number),
    index('supplier_debit_notes_bill_idx').on(t.billId),
    index('supplier_debit_notes_supplier_idx').on(t.supplierId, t.id),
    check('supplier_debit_notes_reason', sql`${t.reason} in (${listOf(DEBIT_NOTE_REASONS)})`),
    check('supplier_debit_notes_positive', sql`${t.taxable} > 0 and ${t.total} > 0`),
  ],
);

/** Append-only (a trigger refuses UPDATE and DELETE): `balance` is what the shop owes the supplier after the row. */
export const supplierLedger = pgTable(
  'supplier_ledger',
  {
    id: serialId(),
    supplierId: requiredRef('supplier_id', () => suppliers.id),
    seq: integer('seq').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    billId: integer('bill_id').references(() => supplierBills.id),
    paymentId: integer('payment_id').references(() => supplierPayments.id),
    debitNoteId: integer('debit_note_id').references(() => supplierDebitNotes.id),
    reference: varchar('reference', { length: 60 }).notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    amount: money('amount').notNull(),
    balance: money('balance').notNull(),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('supplier_ledger_supplier_seq_key').on(t.supplierId, t.seq),
    index('supplier_ledger_supplier_date_idx').on(t.supplierId, t.entryDate, t.id),
    check('supplier_ledger_kind', sql`${t.kind} in (${listOf(SUPPLIER_LEDGER_KINDS)})`),
    check('supplier_ledger_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

/** One imported GSTR-2B per return period (MMYYYY); a new import of the period replaces its documents. */
export const gstr2bImports = pgTable(
  'gstr2b_imports',
  {
    id: serialId(),
    period: varchar('period', { length: 6 }).notNull(),
    gstin: varchar('gstin', { length: 15 }).notNull(),
    generatedOn: varchar('generated_on', { length: 10 }).notNull().default(''),
    importedBy: integer('imported_by').references(() => accounts.id),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gstr2b_imports_period_key').on(t.period)],
);

/** An invoice of the b2b section, its items summed. */
export const gstr2bDocuments = pgTable(
  'gstr2b_documents',
  {
    id: serialId(),
    importId: requiredRef('import_id', () => gstr2bImports.id, { onDelete: 'cascade' }),
    supplierGstin: varchar('supplier_gstin', { length: 15 }).notNull(),
    supplierName: varchar('supplier_name', { length: 200 }).notNull().default(''),
    number: varchar('number', { length: 16 }).notNull(),
    documentDate: date('document_date', { mode: 'string' }).notNull(),
    value: money('value').notNull(),
    taxable: money('taxable').notNull(),
    igst: money('igst').notNull().default('0'),
    cgst: money('cgst').notNull().default('0'),
    sgst: money('sgst').notNull().default('0'),
    cess: money('cess').notNull().default('0'),
    /** Y, N or T (temporary): whether the portal shows the credit as available. */
    itcAvailable: varchar('itc_available', { length: 1 }).notNull(),
    reverseCharge: varchar('reverse_charge', { length: 1 }).notNull().default('N'),
  },
  (t) => [index('gstr2b_documents_import_idx').on(t.importId, t.supplierGstin, t.number)],
);
