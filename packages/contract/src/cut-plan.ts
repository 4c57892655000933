import { z } from 'zod';
import { pathIdSchema, recordIdInput } from './common/inputs';
import { catalogueQueryFields } from './common/list-query';
import { cutRuleInputSchema, cutRuleSchema, cutSettingsSchema, SIZE_UNITS } from './cut-rules';
import { sectionInfoSchema } from './section';

/** Issue 32 points 2 to 4: the cut settings with their rules, cut plans, ticking bars and confirming a plan as cut. */

export const CUT_PLAN_STATUSES = ['Planned', 'Cut', 'Discarded'] as const;
export type CutPlanStatus = (typeof CUT_PLAN_STATUSES)[number];

export const CUT_PLAN_TEXT = {
  workOrders: 'Choose 1 to 50 work orders',
  duplicateRule: (type: string) => `The rule for ${type} is given twice`,
  canceledWorkOrder: (autoId: number) => `Work order ${autoId} is canceled: it is not cut`,
  nothingToCut: 'Nothing on these work orders can be cut: see why for each item',
  notPlanned: (status: string) => `This plan is ${status}: only a Planned plan can change`,
  stockMissing: 'The stock no longer covers this plan: re-plan it',
  noSection: (label: string) => `No section in stock for ${label}`,
  noChannel: 'The item names no channel size',
  noRule: (type: string) => `No cut rule for the product type "${type || 'none'}"`,
  noSize: 'The item has no width or height',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Settings

/** GET /cutting/settings/: the settings and every product type's rule (its default until saved). */
export const cutSettingsAnswerSchema = z.object({
  kerf_mm: z.number().int(),
  min_offcut_mm: z.number().int(),
  size_unit: z.enum(SIZE_UNITS),
  rules: z.array(cutRuleSchema),
  updated_at: z.string().nullable(),
});
export type CutSettingsAnswer = z.infer<typeof cutSettingsAnswerSchema>;

/** PUT /cutting/settings/: the settings, and the rules to save (a product type not sent keeps its rule). */
export const cutSettingsInputSchema = cutSettingsSchema.extend({
  rules: z.array(cutRuleInputSchema).max(10).optional().default([]),
});
export type CutSettingsInput = z.infer<typeof cutSettingsInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Plans

export const cutPlanInputSchema = z.object({
  work_orders: z
    .array(recordIdInput(CUT_PLAN_TEXT.workOrders), { error: CUT_PLAN_TEXT.workOrders })
    .min(1, CUT_PLAN_TEXT.workOrders)
    .max(50, CUT_PLAN_TEXT.workOrders),
});
export type CutPlanInput = z.infer<typeof cutPlanInputSchema>;

/** One piece on a bar, in cut order: its length and what it is for. */
export const plannedCutSchema = z.object({
  length_mm: z.number().int(),
  /** "WO 12 #1 Door Frame 90x210 · unit 2 of 3 · Jamb". */
  label: z.string(),
  piece: z.string(),
  work_order: z.number().int(),
  work_order_auto_id: z.number().int(),
  item: z.number().int(),
  sr_no: z.number().int(),
  unit: z.number().int(),
});
export type PlannedCut = z.infer<typeof plannedCutSchema>;

export const cutPlanProblemSchema = z.object({
  work_order: z.number().int(),
  work_order_auto_id: z.number().int(),
  item: z.number().int(),
  sr_no: z.number().int(),
  message: z.string(),
});
export type CutPlanProblem = z.infer<typeof cutPlanProblemSchema>;

/** The solver's own figures for one section, kept with the plan. */
export const cutPlanSectionStatsSchema = z.object({
  store_item: z.number().int(),
  lower_bound: z.number().int(),
  ffd_bars: z.number().int(),
  method: z.string(),
  time_ms: z.number(),
});
export type CutPlanSectionStats = z.infer<typeof cutPlanSectionStatsSchema>;

export const cutPlanBarSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  source: z.enum(['bar', 'offcut']),
  /** The offcut piece used (section_pieces id), for an offcut. */
  offcut_piece: z.number().int().nullable(),
  length_mm: z.number().int(),
  cuts: z.array(plannedCutSchema),
  remainder_mm: z.number().int(),
  remainder_kind: z.enum(['offcut', 'scrap', 'none']),
  ticked_at: z.string().nullable(),
  ticked_by: z.string().nullable(),
});
export type CutPlanBar = z.infer<typeof cutPlanBarSchema>;

export const cutPlanSectionSchema = z.object({
  store_item: z.number().int(),
  name: z.string(),
  label: z.string(),
  section: sectionInfoSchema,
  bars_used: z.number().int(),
  offcuts_used: z.number().int(),
  /** Full bars in stock now, beside the bars this plan needs. */
  bars_in_stock: z.number().int(),
  pieces: z.number().int(),
  piece_mm: z.number().int(),
  stock_used_mm: z.number().int(),
  new_offcuts_mm: z.array(z.number().int()),
  scrap_mm: z.number().int(),
  yield_percent: z.number(),
  /** Steel that leaves the stock: bars and offcuts used less the new offcuts. */
  kg: z.number(),
  lower_bound: z.number().int(),
  ffd_bars: z.number().int(),
  bars: z.array(cutPlanBarSchema),
});
export type CutPlanSection = z.infer<typeof cutPlanSectionSchema>;

export const cutPlanSummarySchema = z.object({
  id: z.number().int(),
  auto_id: z.number().int(),
  status: z.enum(CUT_PLAN_STATUSES),
  work_orders: z.array(z.object({ id: z.number().int(), auto_id: z.number().int(), customer_name: z.string() })),
  created_at: z.string(),
  created_by: z.string().nullable(),
  confirmed_at: z.string().nullable(),
});
export type CutPlanSummary = z.infer<typeof cutPlanSummarySchema>;

export const cutPlanSchema = cutPlanSummarySchema.extend({
  kerf_mm: z.number().int(),
  min_offcut_mm: z.number().int(),
  size_unit: z.enum(SIZE_UNITS),
  discarded_at: z.string().nullable(),
  sections: z.array(cutPlanSectionSchema),
  problems: z.array(cutPlanProblemSchema),
  bars_total: z.number().int(),
  bars_ticked: z.number().int(),
});
export type CutPlan = z.infer<typeof cutPlanSchema>;

export const cutPlanListQuerySchema = z.object({
  ...catalogueQueryFields,
  status: z.enum(CUT_PLAN_STATUSES).optional().catch(undefined),
});

export const cutPlanBarPathSchema = z.object({ id: pathIdSchema, bar: pathIdSchema });

export const tickBarSchema = z.object({
  ticked: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'Say whether the bar is cut: true or false' })),
});

/** One thing the stock lacks when a plan is confirmed. */
export const missingStockSchema = z.object({
  store_item: z.number().int(),
  label: z.string(),
  message: z.string(),
  offcut_piece: z.number().int().optional(),
  bars_needed: z.number().int().optional(),
  bars_available: z.number().int().optional(),
});
export type MissingStock = z.infer<typeof missingStockSchema>;
