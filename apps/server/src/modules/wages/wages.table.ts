import { sql } from 'drizzle-orm';
import { boolean, check, date, unique, index, integer, numeric, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId, updatedAt } from '../../db/columns';
import { ATTENDANCE_STATUSES, SKILL_GRADES, WAGE_PERIODS } from '@steelworks/contract/wages';
import { accounts } from '../../db/accounts.table';
import { productionItemWorks } from '../production/production.table';

export const skillGradeEnum = pgEnum('skill_grade', SKILL_GRADES);
export const attendanceStatusEnum = pgEnum('attendance_status', ATTENDANCE_STATUSES);
export const wagePeriodEnum = pgEnum('wage_period', WAGE_PERIODS);

/**
 * Rate cards (docs/product/wages.md#rate-cards): append-only. A change is a new row with the day it applies from, so
 * the rate of a past day is always the row in force then; the rows of one card are its history.
 */
export const wageRates = pgTable(
  'wage_rates',
  {
    id: serialId(),
    workType: varchar('work_type', { length: 30 }).notNull(),
    /** '' = any product type. */
    productType: varchar('product_type', { length: 100 }).notNull().default(''),
    /** Null = any skill grade. */
    skillGrade: skillGradeEnum('skill_grade'),
    rate: numeric('rate', { precision: 14, scale: 2 }).notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    // The rate in force for a work: one index probe by card, newest start first.
    unique('wage_rates_card_from_key').on(t.workType, t.productType, t.skillGrade, t.effectiveFrom).nullsNotDistinct(),
    index('wage_rates_id_idx').on(t.id.desc()),
    check('wage_rates_rate_not_negative', sql`${t.rate} >= 0`),
  ],
);

/** Dated wage settings (docs/decisions/045): the row in force on a work's completion day applies to it. */
export const wageSettings = pgTable(
  'wage_settings',
  {
    id: serialId(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** What a defective work earns, in percent of its rate. */
    defectiveSharePercent: smallint('defective_share_percent').notNull().default(0),
    /** The law's settings (docs/product/wages.md#wage-sheet): the wage period, minimum daily wages, limits, PF, ESI. */
    wagePeriod: wagePeriodEnum('wage_period').notNull().default('month'),
    minDailyUnskilled: numeric('min_daily_unskilled', { precision: 14, scale: 2 }).notNull().default('0'),
    minDailySemiSkilled: numeric('min_daily_semi_skilled', { precision: 14, scale: 2 }).notNull().default('0'),
    minDailySkilled: numeric('min_daily_skilled', { precision: 14, scale: 2 }).notNull().default('0'),
    minDailyHighlySkilled: numeric('min_daily_highly_skilled', { precision: 14, scale: 2 }).notNull().default('0'),
    dailyHoursLimit: smallint('daily_hours_limit').notNull().default(8),
    weeklyHoursLimit: smallint('weekly_hours_limit').notNull().default(48),
    pfCovered: boolean('pf_covered').notNull().default(false),
    pfPercent: numeric('pf_percent', { precision: 5, scale: 2 }).notNull().default('12'),
    pfCeiling: numeric('pf_ceiling', { precision: 14, scale: 2 }).notNull().default('15000'),
    esiCovered: boolean('esi_covered').notNull().default(false),
    esiPercent: numeric('esi_percent', { precision: 5, scale: 2 }).notNull().default('0.75'),
    esiLimit: numeric('esi_limit', { precision: 14, scale: 2 }).notNull().default('21000'),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wage_settings_from_key').on(t.effectiveFrom),
    check('wage_settings_share_range', sql`${t.defectiveSharePercent} between 0 and 100`),
  ],
);

/** A worker's skill grade (the rate card may differ by it, and the minimum wage will). */
export const workerGrades = pgTable('worker_grades', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  skillGrade: skillGradeEnum('skill_grade').notNull(),
  updatedAt: updatedAt(),
});

/**
 * A manager's split of one completed work's pay between workers (a work handed over mid-way). With rows here the work
 * pays these shares instead of all to the worker who completed it; the shares of one work add up to 100.
 */
export const workSplits = pgTable(
  'work_splits',
  {
    id: serialId(),
    workId: requiredRef('work_id', () => productionItemWorks.id),
    workerId: requiredRef('worker_id', () => accounts.id),
    percent: smallint('percent').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('work_splits_work_worker_key').on(t.workId, t.workerId),
    index('work_splits_worker_idx').on(t.workerId, t.workId),
    check('work_splits_percent_range', sql`${t.percent} between 1 and 100`),
  ],
);

/**
 * A manager's mark on a worker's day (docs/product/wages.md#attendance): it overrides what the taps say (status,
 * first and last tap). Without a row the day is present when the worker tapped any work.
 */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    id: serialId(),
    workerId: requiredRef('worker_id', () => accounts.id),
    day: date('day', { mode: 'string' }).notNull(),
    status: attendanceStatusEnum('status').notNull(),
    firstTap: timestamp('first_tap', { withTimezone: true }),
    lastTap: timestamp('last_tap', { withTimezone: true }),
    reason: text('reason').notNull(),
    updatedBy: integer('updated_by').references(() => accounts.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('attendance_marks_worker_day_key').on(t.workerId, t.day),
    index('attendance_marks_day_idx').on(t.day),
    check('attendance_marks_times_order', sql`${t.firstTap} is null or ${t.lastTap} is null or ${t.lastTap} >= ${t.firstTap}`),
  ],
);
