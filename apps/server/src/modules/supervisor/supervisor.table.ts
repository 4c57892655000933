import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgEnum, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, requiredRef, serialId } from '../../db/columns';
import { TRANSACTION_TYPES } from '@steelworks/contract/supervisor';
import { accounts } from '../../db/accounts.table';

export const transactionTypeEnum = pgEnum('transaction_type', TRANSACTION_TYPES);

/** A supervisor: daily frame capacity, piece rate, and a balance that only the ledger below changes. */
export const supervisors = pgTable(
  'supervisors',
  {
    id: serialId(),
    accountId: requiredRef('account_id', () => accounts.id),
    colsPerDay: integer('cols_per_day').notNull().default(0),
    costPerCol: numeric('cost_per_col', { precision: 14, scale: 2 }).notNull().default('0'),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    /** How many ledger rows the supervisor has: its ledger's count in one row read, and the next row's `seq`. */
    ledgerEntries: integer('ledger_entries').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('supervisors_account_key').on(t.accountId),
    check('supervisors_balance_not_negative', sql`${t.balance} >= 0`),
    check('supervisors_cols_per_day_not_negative', sql`${t.colsPerDay} >= 0`),
    check('supervisors_cost_per_col_not_negative', sql`${t.costPerCol} >= 0`),
  ],
);

/**
 * Daily work: the piece-rate wage record (docs/product/money-and-ledgers.md#daily-work-wages). It keeps the rate it was paid at, so a later
 * change of cost_per_col does not rewrite old wages. Removing it sets deleted_at (its ledger rows still point here).
 */
export const supervisorDailyWork = pgTable(
  'supervisor_daily_work',
  {
    id: serialId(),
    supervisorId: requiredRef('supervisor_id', () => supervisors.id),
    date: date('date', { mode: 'string' }).notNull(),
    cols: integer('cols').notNull(),
    costPerCol: numeric('cost_per_col', { precision: 14, scale: 2 }).notNull(),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    // One live record per supervisor per date.
    uniqueIndex('supervisor_daily_work_supervisor_date_key').on(t.supervisorId, t.date).where(sql`${t.deletedAt} is null`),
    index('supervisor_daily_work_date_idx').on(t.date.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('supervisor_daily_work_cols_not_negative', sql`${t.cols} >= 0`),
  ],
);

/** The append-only ledger: one row per balance change, with the balance right after it. Never updated or deleted. */
export const balanceTransactions = pgTable(
  'balance_transactions',
  {
    id: serialId(),
    /** The running number staff see (docs/product/money-and-ledgers.md#running-numbers). */
    autoId: integer('auto_id').notNull().generatedAlwaysAsIdentity(),
    supervisorId: requiredRef('supervisor_id', () => supervisors.id),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    transactionType: transactionTypeEnum('transaction_type').notNull(),
    transactionAmount: numeric('transaction_amount', { precision: 14, scale: 2 }).notNull(),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    dailyWorkId: integer('daily_work_id').references(() => supervisorDailyWork.id),
    createdBy: integer('created_by').references(() => accounts.id),
    /**
     * The row's number within its supervisor's ledger (1, 2, 3...; the ledger is append-only, so without gaps):
     * page N of a long history is a range of seq read through the index, not an OFFSET over every newer row.
     */
    seq: integer('seq').notNull(),
  },
  (t) => [
    uniqueIndex('balance_transactions_auto_id_key').on(t.autoId),
    uniqueIndex('balance_transactions_supervisor_seq_key').on(t.supervisorId, t.seq),
    index('balance_transactions_supervisor_idx').on(t.supervisorId, t.id.desc().nullsFirst()),
    index('balance_transactions_date_idx').on(t.dateAdded),
    index('balance_transactions_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    check('balance_transactions_amount_positive', sql`${t.transactionAmount} > 0`),
    check('balance_transactions_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);
