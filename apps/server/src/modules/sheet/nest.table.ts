// Tables of sheet nesting (issue 46 points 3-4): remnants kept in sheet stock with a movement row for each in and out,
// and nest plans with their sheets (docs/decisions/047-sheet-nesting-with-remnants.md).
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { NestCut, NestGroup, NestPartInput, NestPlacedPart, NestProblem, NestRect, SheetPartRule } from '@steelworks/contract/sheet-nest';
import { createdAt, requiredRef, serialId, updatedAt } from '../../db/columns';
import { accounts } from '../../db/accounts.table';
import { sheetOrders, sheets } from './sheet.table';
import { planHeadColumns, planHistoryColumns, planKeys, planWorkOrdersTable } from '../cutting/plan.table';

/**
 * A remnant: one rectangle of a sheet kept in stock, of its parent sheet's thickness. It leaves the stock by `used_at`
 * (a nest plan confirmed), never by deletion, so where it came from and where it went stays readable.
 */
export const sheetRemnants = pgTable(
  'sheet_remnants',
  {
    id: serialId(),
    sheetId: requiredRef('sheet_id', () => sheets.id),
    thick: numeric('thick', { precision: 4, scale: 2 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    origin: varchar('origin', { length: 10 }).notNull(),
    originPlanId: integer('origin_plan_id').references(() => sheetNestPlans.id),
    /** Where a received remnant came from, as typed (null for one cut by a plan). */
    source: varchar('source', { length: 120 }),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedByPlanId: integer('used_by_plan_id').references(() => sheetNestPlans.id),
  },
  (t) => [
    index('sheet_remnants_live_idx').on(t.thick, t.id).where(sql`${t.usedAt} is null`),
    check('sheet_remnants_origin', sql`${t.origin} in ('cut', 'received')`),
    check('sheet_remnants_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/** Every remnant in (cut from a sheet, or received) and out (used by a plan). */
export const sheetRemnantMovements = pgTable(
  'sheet_remnant_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    remnantId: requiredRef('remnant_id', () => sheetRemnants.id),
    planId: integer('plan_id').references(() => sheetNestPlans.id),
    accountId: integer('account_id').references(() => accounts.id),
    direction: varchar('direction', { length: 3 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sheet_remnant_movements_remnant_idx').on(t.remnantId, t.id), check('sheet_remnant_movements_direction', sql`${t.direction} in ('in', 'out')`)],
);

/** A nest plan with the settings it was made with, so it reads the same after the settings change. */
export const sheetNestPlans = pgTable(
  'sheet_nest_plans',
  {
    ...planHeadColumns(),
    kerfMm: integer('kerf_mm').notNull(),
    minRemnantMm: integer('min_remnant_mm').notNull(),
    stages: integer('stages').notNull(),
    /** The parts typed by hand, as sent. */
    parts: jsonb('parts').$type<NestPartInput[]>().notNull().default([]),
    groups: jsonb('groups').$type<NestGroup[]>().notNull().default([]),
    problems: jsonb('problems').$type<NestProblem[]>().notNull().default([]),
    sheetOrderId: integer('sheet_order_id').references(() => sheetOrders.id),
    ...planHistoryColumns(),
  },
  (t) => planKeys('sheet_nest_plans', t),
);

export const sheetNestPlanWorkOrders = planWorkOrdersTable('sheet_nest_plan_work_orders', () => sheetNestPlans.id);

/** One sheet or remnant of a plan: its parts, its cuts in order, and the remnants it leaves. */
export const sheetNestSheets = pgTable(
  'sheet_nest_sheets',
  {
    id: serialId(),
    planId: requiredRef('plan_id', () => sheetNestPlans.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sheetId: requiredRef('sheet_id', () => sheets.id),
    remnantId: integer('remnant_id').references(() => sheetRemnants.id),
    thick: numeric('thick', { precision: 4, scale: 2 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    parts: jsonb('parts').$type<NestPlacedPart[]>().notNull(),
    cuts: jsonb('cuts').$type<NestCut[]>().notNull(),
    remnants: jsonb('remnants').$type<NestRect[]>().notNull(),
    tickedAt: timestamp('ticked_at', { withTimezone: true }),
    tickedBy: integer('ticked_by').references(() => accounts.id),
  },
  (t) => [uniqueIndex('sheet_nest_sheets_seq_key').on(t.planId, t.seq), index('sheet_nest_sheets_remnant_idx').on(t.remnantId).where(sql`${t.remnantId} is not null`)],
);

/** A product type's sheet part rule, once saved; a type without a row uses its default rule (issue 46 point 3). */
export const sheetPartRules = pgTable('sheet_part_rules', {
  productType: varchar('product_type', { length: 30 }).primaryKey(),
  allowanceMm: integer('allowance_mm').notNull(),
  parts: jsonb('parts').$type<SheetPartRule[]>().notNull(),
  updatedAt: updatedAt(),
});
