import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgEnum, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId } from '../../db/columns';
import { PAYMENT_MODE_KEYS, PAYMENT_STATUSES } from '@steelworks/contract/dealer-account';
import { LEDGER_KIND_KEYS } from '@steelworks/contract/dealer-statement';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { creditNotes, invoices } from './invoice.table';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const paymentModeEnum = pgEnum('payment_mode', PAYMENT_MODE_KEYS);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const dealerLedgerKindEnum = pgEnum('dealer_ledger_kind', LEDGER_KIND_KEYS);

/**
 * A payment received from a dealer: `amount` is the money received, `tds_amount` the tax the dealer deducted at source
 * (s.194Q); together they are what the payment settles. `allocated` is what its allocations add up to, `refunded`
 * what went back to the dealer (refunds); the rest is an advance. A bounced cheque is reversed (status Reversed, a
 * debit row in the ledger, its allocations released), never deleted.
 */
export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    dealerId: requiredRef('dealer_id', () => dealers.id),
    amount: money('amount').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    mode: paymentModeEnum('mode').notNull(),
    chequeNumber: varchar('cheque_number', { length: 20 }).notNull().default(''),
    /** The date written on a cheque (null: other modes, and cheques recorded before it was kept); after today: Post-dated. */
    chequeDate: date('cheque_date', { mode: 'string' }),
    chequeBank: varchar('cheque_bank', { length: 100 }).notNull().default(''),
    /** The invoices a post-dated cheque was given for, paid in this order when its date comes (empty: oldest first). */
    plannedInvoiceIds: integer('planned_invoice_ids').array().notNull().default(sql`'{}'::integer[]`),
    reference: varchar('reference', { length: 100 }).notNull().default(''),
    note: varchar('note', { length: 500 }).notNull().default(''),
    allocated: money('allocated').notNull().default('0'),
    tdsAmount: money('tds_amount').notNull().default('0'),
    /** The section the dealer deducted under (194Q) when there is TDS; null without. */
    tdsSection: varchar('tds_section', { length: 10 }),
    refunded: money('refunded').notNull().default('0'),
    status: paymentStatusEnum('status').notNull().default('Received'),
    reversedOn: date('reversed_on', { mode: 'string' }),
    reversalReason: varchar('reversal_reason', { length: 500 }),
    /** The debit note of a bounced cheque's bank charges (docs/decisions/053-cheques-bounces-and-texts.md). */
    bankChargesNoteId: integer('bank_charges_note_id').references(() => creditNotes.id),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_id_idx').on(t.id.desc()),
    index('payments_dealer_idx').on(t.dealerId, t.id.desc()),
    index('payments_received_on_idx').on(t.receivedOn, t.id),
    // The list's search by reference or cheque number.
    index('payments_reference_trgm_idx').using('gin', sql`${t.reference} gin_trgm_ops`),
    index('payments_cheque_trgm_idx').using('gin', sql`${t.chequeNumber} gin_trgm_ops`),
    // The advances: what FIFO allocation and the receivables read.
    index('payments_advance_idx')
      .on(t.dealerId, t.receivedOn, t.id)
      .where(sql`${t.status} = 'Received' and ${t.allocated} + ${t.refunded} < ${t.amount} + ${t.tdsAmount}`),
    // The cash limit (s.269ST): a dealer's cash of one day.
    index('payments_dealer_cash_day_idx').on(t.dealerId, t.receivedOn).where(sql`${t.mode} = 'cash'`),
    // The TDS report of a quarter.
    index('payments_tds_idx').on(t.receivedOn, t.dealerId).where(sql`${t.tdsAmount} > 0`),
    // Post-dated cheques by their date: the office's card and list, and the day's run that counts those come due.
    index('payments_post_dated_idx').on(t.chequeDate, t.id).where(sql`${t.status} = 'Post-dated'`),
    // A debit note's bounced payment; one note per bounce.
    uniqueIndex('payments_bank_charges_note_key').on(t.bankChargesNoteId).where(sql`${t.bankChargesNoteId} is not null`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_tds_range', sql`${t.tdsAmount} >= 0 and (${t.tdsAmount} = 0) = (${t.tdsSection} is null)`),
    check('payments_allocated_range', sql`${t.allocated} >= 0 and ${t.refunded} >= 0 and ${t.allocated} + ${t.refunded} <= ${t.amount} + ${t.tdsAmount}`),
    check('payments_reversed_unallocated', sql`${t.status} = 'Received' or (${t.allocated} = 0 and ${t.refunded} = 0)`),
    check('payments_post_dated_cheque', sql`${t.status} <> 'Post-dated' or (${t.mode} = 'cheque' and ${t.chequeDate} is not null)`),
  ],
);

/**
 * Append-only: a positive amount allocates part of a payment to an invoice, a negative one releases it (the invoice
 * was cancelled, or the payment reversed). What a payment pays on an invoice is the sum of its rows.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: serialId(),
    paymentId: requiredRef('payment_id', () => payments.id),
    invoiceId: requiredRef('invoice_id', () => invoices.id),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.paymentId, t.id),
    index('payment_allocations_invoice_idx').on(t.invoiceId, t.id),
    check('payment_allocations_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);

/** The receipt voucher of a payment (CGST rule 50): its own series, one per payment, never changed. Append-only. */
export const receipts = pgTable(
  'receipts',
  {
    id: serialId(),
    paymentId: requiredRef('payment_id', () => payments.id),
    number: varchar('number', { length: 30 }).notNull(),
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    seq: integer('seq').notNull(),
    receiptDate: date('receipt_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('receipts_payment_key').on(t.paymentId),
    uniqueIndex('receipts_number_key').on(t.number),
    uniqueIndex('receipts_year_seq_key').on(t.financialYear, t.seq),
  ],
);

/**
 * A refund voucher (CGST rule 51): part of a dealer's unallocated advance paid back, with its own series. Append-only:
 * a refund is never edited or deleted; the advance it drew from is recorded per payment in refund_payments.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serialId(),
    dealerId: requiredRef('dealer_id', () => dealers.id),
    number: varchar('number', { length: 30 }).notNull(),
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    seq: integer('seq').notNull(),
    refundDate: date('refund_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    mode: paymentModeEnum('mode').notNull(),
    reference: varchar('reference', { length: 100 }).notNull().default(''),
    reason: varchar('reason', { length: 500 }).notNull(),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_number_key').on(t.number),
    uniqueIndex('refunds_year_seq_key').on(t.financialYear, t.seq),
    index('refunds_id_idx').on(t.id.desc()),
    index('refunds_dealer_idx').on(t.dealerId, t.id.desc()),
    index('refunds_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** What a refund took from each payment's advance. Append-only. */
export const refundPayments = pgTable(
  'refund_payments',
  {
    id: serialId(),
    refundId: requiredRef('refund_id', () => refunds.id),
    paymentId: requiredRef('payment_id', () => payments.id),
    amount: money('amount').notNull(),
  },
  (t) => [index('refund_payments_refund_idx').on(t.refundId, t.id), check('refund_payments_amount_positive', sql`${t.amount} > 0`)],
);

/** Per dealer: the ledger's balance (what the dealer owes; negative is an advance) and its row count (next seq). */
export const dealerBalances = pgTable(
  'dealer_balances',
  {
    dealerId: integer('dealer_id').primaryKey().references(() => dealers.id),
    balance: money('balance').notNull().default('0'),
    ledgerEntries: integer('ledger_entries').notNull().default(0),
  },
);

/**
 * The dealer ledger: one row per invoice, credit note, payment, TDS deducted, reversal and refund, with the balance right after it.
 * Append-only (a trigger refuses UPDATE and DELETE). The balance always equals the open invoices less the advances.
 */
export const dealerLedger = pgTable(
  'dealer_ledger',
  {
    id: serialId(),
    dealerId: requiredRef('dealer_id', () => dealers.id),
    /** 1, 2, 3... within the dealer's ledger. */
    seq: integer('seq').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    kind: dealerLedgerKindEnum('kind').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id),
    paymentId: integer('payment_id').references(() => payments.id),
    refundId: integer('refund_id').references(() => refunds.id),
    reference: varchar('reference', { length: 60 }).notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
    balance: money('balance').notNull(),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dealer_ledger_dealer_seq_key').on(t.dealerId, t.seq),
    // A statement: the rows of a date range in order, and the opening balance as a sum of the rows before it.
    index('dealer_ledger_dealer_date_idx').on(t.dealerId, t.entryDate, t.id),
    check('dealer_ledger_one_side', sql`(${t.debit} > 0 and ${t.credit} = 0) or (${t.credit} > 0 and ${t.debit} = 0)`),
  ],
);
