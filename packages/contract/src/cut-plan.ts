import { z } from 'zod';
import { pathIdSchema, recordIdInput } from './common/inputs';
import { catalogueQueryFields } from './common/list-query';
import { cutRuleInputSchema, cutRuleSchema, cutSettingsFieldsSchema, SIZE_UNITS } from './cut-rules';
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
  noUnits: 'The item has no production units',
  rules: 'Send at most 10 rules, one per product type',
  /** Issue 40 point 4: a unit a confirmed plan covers is cut, and is not planned again until a manager re-opens it. */
  alreadyCut: (units: string, planAutoId: number) =>
    `${units} cut by cut plan #${planAutoId}: a manager re-opens units to cut them again`,
  cutMeanwhile: (units: string) => `Units of this plan were cut meanwhile: ${units}. Discard this plan and plan again`,
  unitsGone: (units: string) => `Units of this plan are no longer on their work order: ${units}. Discard this plan and plan again`,
  reopenReason: 'Say why these units are cut again (1 to 200 characters)',
  reopenUnits: 'Choose the cut units to re-open',
  notOnWorkOrder: 'A chosen unit is not on this work order',
  notCut: (units: string) => `Not cut, nothing to re-open: ${units}`,
  noneCut: 'No unit of this work order is cut',
  reopened: (n: number) => (n === 1 ? '1 unit re-opened: it can be planned again' : `${n} units re-opened: they can be planned again`),
  workOrderIds: 'Give 1 to 100 work order ids, separated by commas',
} as const;

/** "12-1-1, 12-1-2 and 12-1-3", "12-1-1, 12-1-2 and 5 more": units named in a message. */
export function unitList(srNos: readonly string[]): string {
  if (srNos.length <= 3) return srNos.length <= 1 ? (srNos[0] ?? '') : `${srNos.slice(0, -1).join(', ')} and ${srNos.at(-1)}`;
  return `${srNos.slice(0, 2).join(', ')} and ${srNos.length - 2} more`;
}

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

const rulesInput = z.array(cutRuleInputSchema, { error: CUT_PLAN_TEXT.rules }).max(10, CUT_PLAN_TEXT.rules);

/**
 * PUT /cutting/settings/: every setting (kerf, minimum offcut, size unit: one missing is a 400 naming it, never a reset
 * to its default), and the rules to save (a product type not sent keeps its rule).
 */
export const cutSettingsInputSchema = cutSettingsFieldsSchema.extend({ rules: rulesInput.optional().default([]) });

/** PATCH /cutting/settings/: only what is sent changes; the rest keeps its saved value. */
export const cutSettingsPatchSchema = cutSettingsFieldsSchema.partial().extend({ rules: rulesInput.optional() });
export type CutSettingsPatch = z.infer<typeof cutSettingsPatchSchema>;

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
const plannedCutSchema = z.object({
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

const cutPlanProblemSchema = z.object({
  work_order: z.number().int(),
  work_order_auto_id: z.number().int(),
  item: z.number().int(),
  sr_no: z.number().int(),
  message: z.string(),
});
export type CutPlanProblem = z.infer<typeof cutPlanProblemSchema>;

/** The solver's own figures for one section, kept with the plan. */
export type CutPlanSectionStats = { store_item: number; lower_bound: number; ffd_bars: number; method: string; time_ms: number };

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

const cutPlanSectionSchema = z.object({
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
export type MissingStock = {
  store_item: number;
  label: string;
  message: string;
  offcut_piece?: number;
  bars_needed?: number;
  bars_available?: number;
};

/** One unit of a work order that a plan's confirmation ran into (cut meanwhile, or no longer there). */
export type CutUnitConflict = {
  sr_no: string;
  /** The production item; null for a unit no longer on its work order. */
  production_item: number | null;
  /** The plan that cut it (cut meanwhile), else null. */
  plan_auto_id: number | null;
};

// ---------------------------------------------------------------------------------------------------------------
// Cut units (issue 40 point 4): which units of a work order a confirmed plan cut, and re-opening them.

/** A unit (production item) cut by a confirmed plan: which plan, when, by whom. */
const cutMarkSchema = z.object({
  plan: z.number().int(),
  plan_auto_id: z.number().int(),
  cut_at: z.string(),
  cut_by: z.string().nullable(),
});

const cutUnitSchema = z.object({
  production_item: z.number().int(),
  sr_no: z.string(),
  /** The work order item (row) and the unit's number in it. */
  item: z.number().int(),
  unit_no: z.number().int(),
  cut: cutMarkSchema.nullable(),
});
export type CutUnit = z.infer<typeof cutUnitSchema>;

/** A re-opening: the units a manager sent back to be cut again, and why. */
const cutReopeningSchema = z.object({
  sr_no: z.string(),
  plan_auto_id: z.number().int(),
  reopened_at: z.string(),
  reopened_by: z.string().nullable(),
  reason: z.string(),
});

/** GET /cutting/work-orders/{id}/cut-state/: every unit of the work order with its cut mark; the latest re-openings. */
export const workOrderCutStateSchema = z.object({
  work_order: z.number().int(),
  auto_id: z.number().int(),
  units_total: z.number().int(),
  units_cut: z.number().int(),
  units: z.array(cutUnitSchema),
  reopenings: z.array(cutReopeningSchema),
});
export type WorkOrderCutState = z.infer<typeof workOrderCutStateSchema>;

/** GET /cutting/work-orders/cut-state/?ids=1,2,3: how much of each work order is cut (Plan Cutting's list). */
export const cutStateQuerySchema = z.object({
  ids: z
    .string({ error: CUT_PLAN_TEXT.workOrderIds })
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, CUT_PLAN_TEXT.workOrderIds)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), CUT_PLAN_TEXT.workOrderIds),
});

const cutStateSummarySchema = z.object({
  work_order: z.number().int(),
  units_total: z.number().int(),
  units_cut: z.number().int(),
  /** The confirmed plans that cut its units, oldest first. */
  plans: z.array(z.object({ id: z.number().int(), auto_id: z.number().int() })),
});
export type CutStateSummary = z.infer<typeof cutStateSummarySchema>;
export const cutStateSummariesSchema = z.object({ results: z.array(cutStateSummarySchema) });

/** POST /cutting/work-orders/{id}/reopen/: a manager sends cut units back to be cut again (all cut units if none named). */
export const reopenCutInputSchema = z.object({
  reason: z.string({ error: CUT_PLAN_TEXT.reopenReason }).trim().min(1, CUT_PLAN_TEXT.reopenReason).max(200, CUT_PLAN_TEXT.reopenReason),
  units: z
    .array(recordIdInput(CUT_PLAN_TEXT.reopenUnits), { error: CUT_PLAN_TEXT.reopenUnits })
    .min(1, CUT_PLAN_TEXT.reopenUnits)
    .max(1000, CUT_PLAN_TEXT.reopenUnits)
    .optional(),
});
export type ReopenCutInput = z.infer<typeof reopenCutInputSchema>;
