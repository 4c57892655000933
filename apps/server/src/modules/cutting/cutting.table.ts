import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { CutPieceInput, SizeUnit } from '@steelworks/contract/cut-rules';
import type { CutPlanProblem, CutPlanSectionStats, PlannedCut } from '@steelworks/contract/cut-plan';
import { createdAt, requiredRef, serialId, updatedAt } from '../../db/columns';
import { accounts } from '../../db/accounts.table';
import { productionItems } from '../production/production.table';
import { storeItems } from '../store/store.table';
import { workOrders } from '../workorder/workorder.table';
import { planHeadColumns, planHistoryColumns, planKeys, planWorkOrdersTable } from './plan.table';

/**
 * Issue 32 point 1: each piece of a section's stock, a full bar or an offcut with its own length. A piece leaves the
 * stock by `used_at` (a cut plan confirmed, or a correction by hand), never by deletion, so where an offcut came from
 * and where it went stays readable. The store item's row lock orders every change of its pieces.
 */
export const sectionPieces = pgTable(
  'section_pieces',
  {
    id: serialId(),
    storeItemId: requiredRef('store_item_id', () => storeItems.id),
    kind: varchar('kind', { length: 10 }).notNull(),
    lengthMm: integer('length_mm').notNull(),
    origin: varchar('origin', { length: 12 }).notNull(),
    originPlanId: integer('origin_plan_id').references(() => cutPlans.id),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedByPlanId: integer('used_by_plan_id').references(() => cutPlans.id),
    usedBy: integer('used_by').references(() => accounts.id),
    usedNote: varchar('used_note', { length: 200 }).notNull().default(''),
  },
  (t) => [
    // The live pieces of a section by length: what the stock screen and the planner read.
    index('section_pieces_live_idx').on(t.storeItemId, t.kind, t.lengthMm).where(sql`${t.usedAt} is null`),
    index('section_pieces_origin_plan_idx').on(t.originPlanId).where(sql`${t.originPlanId} is not null`),
    index('section_pieces_used_plan_idx').on(t.usedByPlanId).where(sql`${t.usedByPlanId} is not null`),
    check('section_pieces_kind', sql`${t.kind} in ('bar', 'offcut')`),
    check('section_pieces_origin', sql`${t.origin} in ('received', 'cut', 'correction')`),
    check('section_pieces_length_positive', sql`${t.lengthMm} > 0`),
  ],
);

/** The cut settings (issue 32 point 2): one row, id 1, written when first saved; the contract's defaults until then. */
export const cutSettings = pgTable(
  'cut_settings',
  {
    id: integer('id').primaryKey().default(1),
    kerfMm: integer('kerf_mm').notNull(),
    minOffcutMm: integer('min_offcut_mm').notNull(),
    sizeUnit: varchar('size_unit', { length: 4 }).$type<SizeUnit>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('cut_settings_single', sql`${t.id} = 1`)],
);

/** A product type's cut rule, once saved; a type without a row uses its default rule. */
export const cutRules = pgTable('cut_rules', {
  productType: varchar('product_type', { length: 30 }).primaryKey(),
  allowanceMm: integer('allowance_mm').notNull(),
  pieces: jsonb('pieces').$type<CutPieceInput[]>().notNull(),
  updatedAt: updatedAt(),
});

/** A cut plan (issue 32 point 3) with the settings it was made with, so it reads the same after the settings change. */
export const cutPlans = pgTable(
  'cut_plans',
  {
    ...planHeadColumns(),
    kerfMm: integer('kerf_mm').notNull(),
    minOffcutMm: integer('min_offcut_mm').notNull(),
    sizeUnit: varchar('size_unit', { length: 4 }).$type<SizeUnit>().notNull(),
    /** The rules used, by product type, as they were. */
    rules: jsonb('rules').notNull(),
    /** Per section: the solver's figures (lower bound, first-fit decreasing bars, method, time). */
    sectionStats: jsonb('section_stats').$type<CutPlanSectionStats[]>().notNull().default([]),
    /** Items the plan could not cut (no section in stock, no rule, a bad size), each with why. */
    problems: jsonb('problems').$type<CutPlanProblem[]>().notNull().default([]),
    ...planHistoryColumns(),
  },
  (t) => planKeys('cut_plans', t),
);

export const cutPlanWorkOrders = planWorkOrdersTable('cut_plan_work_orders', () => cutPlans.id);

/** One bar or offcut of a plan, its pieces in cut order. */
export const cutPlanBars = pgTable(
  'cut_plan_bars',
  {
    id: serialId(),
    planId: requiredRef('plan_id', () => cutPlans.id, { onDelete: 'cascade' }),
    storeItemId: requiredRef('store_item_id', () => storeItems.id),
    /** 1, 2, ... within the plan: the line number on the printed cut list. */
    seq: integer('seq').notNull(),
    source: varchar('source', { length: 10 }).notNull(),
    offcutPieceId: integer('offcut_piece_id').references(() => sectionPieces.id),
    lengthMm: integer('length_mm').notNull(),
    cuts: jsonb('cuts').$type<PlannedCut[]>().notNull(),
    remainderMm: integer('remainder_mm').notNull(),
    remainderKind: varchar('remainder_kind', { length: 10 }).notNull(),
    tickedAt: timestamp('ticked_at', { withTimezone: true }),
    tickedBy: integer('ticked_by').references(() => accounts.id),
  },
  (t) => [
    uniqueIndex('cut_plan_bars_seq_key').on(t.planId, t.seq),
    check('cut_plan_bars_source', sql`${t.source} in ('bar', 'offcut')`),
    check('cut_plan_bars_remainder_kind', sql`${t.remainderKind} in ('offcut', 'scrap', 'none')`),
  ],
);

/**
 * Issue 40 point 4: a work order's unit (production item) cut by a confirmed plan: which plan, when, by whom. A unit is
 * cut at most once at a time: the partial unique key lets only one live mark per unit exist, so of two confirmations
 * racing over the same unit exactly one commits. A manager re-opening the unit (to cut it again) closes its mark with
 * the reason; the row stays, so every cut and re-opening of a unit is kept.
 */
export const cutUnits = pgTable(
  'cut_units',
  {
    id: serialId(),
    productionItemId: requiredRef('production_item_id', () => productionItems.id, { onDelete: 'cascade' }),
    workOrderId: requiredRef('work_order_id', () => workOrders.id, { onDelete: 'cascade' }),
    planId: requiredRef('plan_id', () => cutPlans.id),
    cutAt: timestamp('cut_at', { withTimezone: true }).notNull().defaultNow(),
    cutBy: integer('cut_by').references(() => accounts.id),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenedBy: integer('reopened_by').references(() => accounts.id),
    reopenReason: varchar('reopen_reason', { length: 200 }),
  },
  (t) => [
    uniqueIndex('cut_units_live_key').on(t.productionItemId).where(sql`${t.reopenedAt} is null`),
    index('cut_units_work_order_idx').on(t.workOrderId, t.id),
    index('cut_units_plan_idx').on(t.planId),
  ],
);
