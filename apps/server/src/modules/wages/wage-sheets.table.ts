import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId, updatedAt } from '../../db/columns';
import { WAGE_LEDGER_KINDS, WAGE_PAYMENT_METHODS, WAGE_SHEET_STATUSES } from '@steelworks/contract/wage-sheets';
import { accounts } from '../../db/accounts.table';
import { productionItemWorks } from '../production/production.table';
import { skillGradeEnum } from './wages.table';

export const wageSheetStatusEnum = pgEnum('wage_sheet_status', WAGE_SHEET_STATUSES);
export const wagePaymentMethodEnum = pgEnum('wage_payment_method', WAGE_PAYMENT_METHODS);
export const wageLedgerKindEnum = pgEnum('wage_ledger_kind', WAGE_LEDGER_KINDS);

const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/**
 * The wage sheet of one period (docs/product/wages.md#wage-sheet): a draft is computed when read; approving it
 * freezes its lines (and the works it paid) and locks it; paying it posts the ledger rows.
 */
export const wageSheets = pgTable(
  'wage_sheets',
  {
    id: serialId(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: wageSheetStatusEnum('status').notNull().default('draft'),
    workers: integer('workers').notNull().default(0),
    grossAmount: money('gross_amount'),
    netAmount: money('net_amount'),
    paymentMethod: wagePaymentMethodEnum('payment_method'),
    paymentReference: varchar('payment_reference', { length: 100 }).notNull().default(''),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
    approvedBy: integer('approved_by').references(() => accounts.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => accounts.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wage_sheets_period_key').on(t.periodFrom),
    // Migration 0046 adds the exclusion constraint wage_sheets_no_overlap (no two sheets share a day: a work would be
    // paid by both), which drizzle-kit cannot describe.
    index('wage_sheets_unpaid_due_idx').on(t.dueDate).where(sql`${t.status} <> 'paid'`),
    check('wage_sheets_period_order', sql`${t.periodTo} >= ${t.periodFrom}`),
  ],
);

/** A worker's frozen line of an approved sheet: every figure of its wage slip. */
export const wageSheetLines = pgTable(
  'wage_sheet_lines',
  {
    sheetId: requiredRef('sheet_id', () => wageSheets.id),
    workerId: requiredRef('worker_id', () => accounts.id),
    skillGrade: skillGradeEnum('skill_grade'),
    works: integer('works').notNull().default(0),
    defective: integer('defective').notNull().default(0),
    byWorkType: jsonb('by_work_type').$type<Array<{ work_type: string; works: number; amount: string }>>().notNull().default([]),
    daysPresent: smallint('days_present').notNull().default(0),
    minutes: integer('minutes').notNull().default(0),
    pieceAmount: money('piece_amount'),
    minimumAmount: money('minimum_amount'),
    topupAmount: money('topup_amount'),
    overtimeMinutes: integer('overtime_minutes').notNull().default(0),
    overtimeAmount: money('overtime_amount'),
    adjustmentAmount: money('adjustment_amount'),
    grossAmount: money('gross_amount'),
    pfAmount: money('pf_amount'),
    esiAmount: money('esi_amount'),
    advanceRecovered: money('advance_recovered'),
    netAmount: money('net_amount'),
  },
  (t) => [
    primaryKey({ columns: [t.sheetId, t.workerId] }),
    index('wage_sheet_lines_worker_idx').on(t.workerId, t.sheetId),
    check('wage_sheet_lines_net_not_negative', sql`${t.netAmount} >= 0`),
  ],
);

/**
 * The works an approved sheet paid, per payee: a work is paid once (the primary key), and a work completed while
 * its period's sheet was being approved, missing here, is paid by the next period's sheet.
 */
export const wageSheetWorks = pgTable(
  'wage_sheet_works',
  {
    workId: requiredRef('work_id', () => productionItemWorks.id),
    workerId: requiredRef('worker_id', () => accounts.id),
    sheetId: requiredRef('sheet_id', () => wageSheets.id),
  },
  (t) => [primaryKey({ columns: [t.workId, t.workerId] }), index('wage_sheet_works_sheet_idx').on(t.sheetId)],
);

/** A correction of a locked sheet: it lands in the sheet of `periodFrom` (the next period's), once. */
export const wageAdjustments = pgTable(
  'wage_adjustments',
  {
    id: serialId(),
    workerId: requiredRef('worker_id', () => accounts.id),
    correctsSheetId: requiredRef('corrects_sheet_id', () => wageSheets.id),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [index('wage_adjustments_period_idx').on(t.periodFrom, t.workerId), check('wage_adjustments_amount_not_zero', sql`${t.amount} <> 0`)],
);

/**
 * A worker's money ledger (like the supervisors'): advances given, advances recovered by a sheet and net pay paid.
 * Append-only. The advance a worker still owes is its advances minus its recoveries.
 */
export const wageLedger = pgTable(
  'wage_ledger',
  {
    id: serialId(),
    workerId: requiredRef('worker_id', () => accounts.id),
    kind: wageLedgerKindEnum('kind').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    sheetId: integer('sheet_id').references(() => wageSheets.id),
    method: wagePaymentMethodEnum('method'),
    title: varchar('title', { length: 200 }).notNull(),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('wage_ledger_worker_idx').on(t.workerId, t.id.desc()),
    index('wage_ledger_sheet_idx').on(t.sheetId),
    uniqueIndex('wage_ledger_sheet_worker_kind_key').on(t.sheetId, t.workerId, t.kind).where(sql`${t.sheetId} is not null`),
    check('wage_ledger_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Where a worker's wages go by bank transfer or UPI (the bank file reads it). */
export const workerBankDetails = pgTable('worker_bank_details', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  /** The name on the account, the bank file's beneficiary; '' = the worker's own name. */
  accountHolder: varchar('account_holder', { length: 100 }).notNull().default(''),
  bankAccount: varchar('bank_account', { length: 20 }).notNull().default(''),
  ifsc: varchar('ifsc', { length: 11 }).notNull().default(''),
  upiId: varchar('upi_id', { length: 110 }).notNull().default(''),
  updatedAt: updatedAt(),
});
