import { z } from 'zod';
import { numberInput, pathIdSchema, recordIdInput } from './common/inputs';
import { catalogueQueryFields } from './common/list-query';
import { checkLengthFormula, evaluateLength, formulaSchema, parseLengthFormula } from './cut-rules';
import { PRODUCT_TYPES, type ProductTypeKey } from './product';
import { SHEET_THICKNESSES } from './sheet';

/**
 * Issue 46 points 3-7: sheet parts from work orders or typed by hand, remnants kept in sheet stock, and sheet nest
 * plans (docs/product/sheets.md#sheet-nest-plans, docs/decisions/047-sheet-nesting-with-remnants.md).
 */

export const NEST_PLAN_STATUSES = ['Planned', 'Cut', 'Discarded'] as const;
export type NestPlanStatus = (typeof NEST_PLAN_STATUSES)[number];
/** The largest part side and sheet side the planner takes: past any sheet in stock. */
const MAX_SIDE_MM = 6000;

export const NEST_TEXT = {
  source: 'Choose work orders or type parts: 1 to 50 work orders, up to 200 part lines',
  partName: 'Name the part in 1 to 60 characters',
  thick: `Choose a thickness: ${SHEET_THICKNESSES.join(', ')} mm`,
  side: `Enter a size of 1 to ${MAX_SIDE_MM} whole mm`,
  quantity: 'Enter a quantity of 1 to 500',
  tooLarge: (part: string, w: number, h: number, thick: string) => `${part}: ${w} x ${h} mm is larger than any ${thick} mm sheet or remnant in stock`,
  noStock: (part: string, thick: string) => `${part}: no ${thick} mm sheet in stock`,
  badSize: (part: string, message: string) => `${part}: ${message}`,
  canceledWorkOrder: (autoId: number) => `Work order ${autoId} is canceled: it is not nested`,
  nothingToNest: 'Nothing to nest: these work orders have no sheet parts (see why for each item)',
  tooManyParts: (n: number, max: number) => `These work orders need ${n} sheet parts: nest at most ${max} at once`,
  notPlanned: (status: string) => `This plan is ${status}: only a Planned plan can change`,
  stockMissing: 'The sheet stock no longer covers this plan: re-plan it',
  remnantGone: (id: number, w: number, h: number) => `Remnant R${id} (${w} x ${h} mm) has left the stock`,
  sheetsShort: (name: string, needed: number, available: number) => `${name}: ${needed} sheets needed, ${available} in stock`,
  productType: 'Choose a product type: Door Frame, Window or Security Door',
  allowance: 'Enter an allowance of 0 to 500 whole mm',
  count: 'Enter a count of 1 to 20',
  rulesParts: 'A rule has at most 10 parts',
  rules: 'Send 1 to 3 product types',
  duplicateRule: (label: string) => `${label} is sent twice: send each product type once`,
  ofRule: (rule: string, part: string, side: string, message: string) => `${rule}, ${part || 'part'} ${side}: ${message}`,
  remnantSource: 'Say where the remnant came from in 1 to 120 characters',
  noSheetOfThick: (thick: string) => `No ${thick} mm sheet in the sheet list: add the sheet size first`,
  remnantTooLarge: (w: number, h: number, thick: string) => `${w} x ${h} mm is larger than any ${thick} mm sheet: check the size`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Sheet part rules: per product type, each part's count, width and length as formulas in W, H and a (the cut rules'
// formulas), its thickness and whether its grain fixes its direction.

export type SheetPartRule = { name: string; count: number; width: string; length: string; thick: (typeof SHEET_THICKNESSES)[number]; grain: boolean };
export type SheetRule = { product_type: ProductTypeKey; allowance_mm: number; parts: SheetPartRule[] };

const PRODUCT_TYPE_KEYS = PRODUCT_TYPES.map((type) => type.key) as [ProductTypeKey, ...ProductTypeKey[]];
const wholeNumber = (message: string, min: number, max: number) => numberInput(z.number({ error: message }).int(message).min(min, message).max(max, message));
const sheetPartRuleInputSchema = z.object({
  name: z.string({ error: NEST_TEXT.partName }).trim().min(1, NEST_TEXT.partName).max(60, NEST_TEXT.partName),
  count: wholeNumber(NEST_TEXT.count, 1, 20),
  width: formulaSchema,
  length: formulaSchema,
  thick: z.enum(SHEET_THICKNESSES, { error: NEST_TEXT.thick }),
  grain: z.boolean().optional().default(false),
});

/**
 * One product type's sheet parts, as the channel rules are edited: a formula that parses but never gives a usable size
 * with this rule's allowance is refused at its field. No parts: the type has no sheet (a door frame is channel only).
 */
const sheetRuleInputSchema = z
  .object({
    product_type: z.enum(PRODUCT_TYPE_KEYS, { error: NEST_TEXT.productType }),
    allowance_mm: wholeNumber(NEST_TEXT.allowance, 0, 500),
    parts: z.array(sheetPartRuleInputSchema, { error: NEST_TEXT.rulesParts }).max(10, NEST_TEXT.rulesParts),
  })
  .superRefine((rule, ctx) => {
    const label = PRODUCT_TYPES.find((type) => type.key === rule.product_type)?.label ?? rule.product_type;
    rule.parts.forEach((part, index) => {
      for (const side of ['width', 'length'] as const) {
        const formula = part?.[side];
        if (typeof formula !== 'string' || !parseLengthFormula(formula).ok || !Number.isInteger(rule.allowance_mm)) continue;
        const checked = checkLengthFormula(formula, rule.allowance_mm);
        if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['parts', index, side], message: NEST_TEXT.ofRule(label, part.name, side, checked.message) });
      }
    });
  });
export const sheetRulesPatchSchema = z.object({ rules: z.array(sheetRuleInputSchema, { error: NEST_TEXT.rules }).min(1, NEST_TEXT.rules).max(3, NEST_TEXT.rules) });
export type SheetRulesPatch = z.infer<typeof sheetRulesPatchSchema>;
export const sheetRulesSchema = z.object({
  rules: z.array(
    z.object({
      product_type: z.enum(PRODUCT_TYPE_KEYS),
      label: z.string(),
      allowance_mm: z.number().int(),
      parts: z.array(z.object({ name: z.string(), count: z.number().int(), width: z.string(), length: z.string(), thick: z.enum(SHEET_THICKNESSES), grain: z.boolean() })),
    }),
  ),
  updated_at: z.string().nullable(),
});
export type SheetRules = z.infer<typeof sheetRulesSchema>;

/**
 * The rules a shop starts from. A security door's shutter has two skins, inside and outside, a = 25 mm in from the
 * opening on each side, with the grain of a brushed or embossed skin along the door; a lock plate of 2 mm; a window's
 * louver panel fills a third of its height. A door frame is channel only.
 */
export const DEFAULT_SHEET_RULES: readonly SheetRule[] = [
  {
    product_type: 'is_security_door',
    allowance_mm: 25,
    parts: [
      { name: 'Door skin', count: 2, width: 'W - 2*a', length: 'H - a', thick: '1.20', grain: true },
      { name: 'Lock plate', count: 1, width: '150', length: '300', thick: '2.00', grain: false },
    ],
  },
  { product_type: 'is_window', allowance_mm: 20, parts: [{ name: 'Louver panel', count: 1, width: 'W - 2*a', length: 'H / 3', thick: '1.00', grain: false }] },
];

/** A part's size in mm for one unit of W x H (mm), or why it cannot be cut. */
export function sheetPartSize(part: SheetPartRule, allowance: number, size: { W: number; H: number }): { ok: true; w: number; h: number } | { ok: false; message: string } {
  const values = { ...size, a: allowance };
  const sides: number[] = [];
  for (const formula of [part.width, part.length]) {
    const parsed = parseLengthFormula(formula);
    if (!parsed.ok) return { ok: false, message: parsed.message };
    const result = evaluateLength(parsed.ast, values);
    if (!result.ok) return { ok: false, message: result.message };
    sides.push(result.length_mm);
  }
  return { ok: true, w: sides[0]!, h: sides[1]! };
}

// ---------------------------------------------------------------------------------------------------------------
// Plans

const side = z.coerce.number({ error: NEST_TEXT.side }).int(NEST_TEXT.side).min(1, NEST_TEXT.side).max(MAX_SIDE_MM, NEST_TEXT.side);
export const nestPartInputSchema = z.object({
  name: z.string({ error: NEST_TEXT.partName }).trim().min(1, NEST_TEXT.partName).max(60, NEST_TEXT.partName),
  thick: z.enum(SHEET_THICKNESSES, { error: NEST_TEXT.thick }),
  width_mm: side,
  length_mm: side,
  quantity: z.coerce.number({ error: NEST_TEXT.quantity }).int(NEST_TEXT.quantity).min(1, NEST_TEXT.quantity).max(500, NEST_TEXT.quantity),
  /** True: the grain runs along the part's length, which must lie along the sheet's length (no turning). */
  grain: z.boolean().optional().default(false),
});
export type NestPartInput = z.infer<typeof nestPartInputSchema>;

export const nestPlanInputSchema = z
  .object({
    work_orders: z.array(recordIdInput(NEST_TEXT.source), { error: NEST_TEXT.source }).max(50, NEST_TEXT.source).optional().default([]),
    parts: z.array(nestPartInputSchema, { error: NEST_TEXT.source }).max(200, NEST_TEXT.source).optional().default([]),
  })
  .refine((input) => input.work_orders.length + input.parts.length > 0, { message: NEST_TEXT.source, path: ['work_orders'] });
export type NestPlanInput = z.infer<typeof nestPlanInputSchema>;

const rectSchema = z.object({ x: z.number().int(), y: z.number().int(), w: z.number().int(), h: z.number().int() });
const nestPlacedPartSchema = rectSchema.extend({
  /** "WO 12 #1 · unit 2 · Door skin", or the name typed. */
  label: z.string(),
  rotated: z.boolean(),
});
export type NestPlacedPart = z.infer<typeof nestPlacedPartSchema>;
const nestCutSchema = z.object({
  seq: z.number().int(),
  stage: z.number().int(),
  trim: z.boolean(),
  dir: z.enum(['h', 'v']),
  at: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
});
export type NestCut = z.infer<typeof nestCutSchema>;
export type NestRect = z.infer<typeof rectSchema>;

export const nestSheetSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  thick: z.string(),
  source: z.enum(['sheet', 'remnant']),
  /** The sheet (size) in stock, or the remnant's parent sheet. */
  sheet: z.number().int(),
  remnant: z.number().int().nullable(),
  name: z.string(),
  width_mm: z.number().int(),
  length_mm: z.number().int(),
  parts: z.array(nestPlacedPartSchema),
  cuts: z.array(nestCutSchema),
  /** Offcuts kept as remnants when the plan is confirmed. */
  remnants: z.array(rectSchema),
  yield_percent: z.number(),
  ticked_at: z.string().nullable(),
  ticked_by: z.string().nullable(),
});
export type NestSheet = z.infer<typeof nestSheetSchema>;

const nestGroupSchema = z.object({
  thick: z.string(),
  sheets_used: z.number().int(),
  remnants_used: z.number().int(),
  remnants_made: z.number().int(),
  yield_percent: z.number(),
  /** Sheets the shelf first-fit baseline needs, and the area lower bound: the plan's yardsticks. */
  baseline_sheets: z.number().int(),
  area_lower_bound: z.number().int(),
  work: z.number().int(),
});
export type NestGroup = z.infer<typeof nestGroupSchema>;
const nestProblemSchema = z.object({ label: z.string(), message: z.string() });
export type NestProblem = z.infer<typeof nestProblemSchema>;

export const nestPlanSummarySchema = z.object({
  id: z.number().int(),
  auto_id: z.number().int(),
  status: z.enum(NEST_PLAN_STATUSES),
  work_orders: z.array(z.object({ id: z.number().int(), auto_id: z.number().int(), customer_name: z.string() })),
  sheets_used: z.number().int(),
  remnants_used: z.number().int(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  confirmed_at: z.string().nullable(),
});
export type NestPlanSummary = z.infer<typeof nestPlanSummarySchema>;

export const nestPlanSchema = nestPlanSummarySchema.extend({
  kerf_mm: z.number().int(),
  min_remnant_mm: z.number().int(),
  stages: z.number().int(),
  discarded_at: z.string().nullable(),
  /** The deduction sheet order written when the plan was confirmed. */
  sheet_order: z.number().int().nullable(),
  groups: z.array(nestGroupSchema),
  sheets: z.array(nestSheetSchema),
  problems: z.array(nestProblemSchema),
  sheets_ticked: z.number().int(),
});
export type NestPlan = z.infer<typeof nestPlanSchema>;

export const nestPlanListQuerySchema = z.object({ ...catalogueQueryFields, status: z.enum(NEST_PLAN_STATUSES).optional().catch(undefined) });
export const nestSheetPathSchema = z.object({ id: pathIdSchema, sheet: pathIdSchema });
export const tickNestSheetSchema = z.object({
  ticked: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'Say whether the sheet is cut: true or false' })),
});

/** One thing the stock lacks when a plan is confirmed. */
export type NestMissing = { message: string; remnant?: number; sheet?: number; needed?: number; available?: number };

// ---------------------------------------------------------------------------------------------------------------
// Remnants

export const remnantSchema = z.object({
  id: z.number().int(),
  sheet: z.number().int(),
  name: z.string(),
  thick: z.string(),
  width_mm: z.number().int(),
  length_mm: z.number().int(),
  origin: z.enum(['cut', 'received']),
  origin_plan_auto_id: z.number().int().nullable(),
  /** Where a received remnant came from, as typed. */
  source: z.string().nullable(),
  created_at: z.string(),
});
export type Remnant = z.infer<typeof remnantSchema>;
export const remnantListQuerySchema = z.object({ ...catalogueQueryFields, thick: z.enum(SHEET_THICKNESSES).optional().catch(undefined) });

/** A remnant received by hand (a piece from another site, an old offcut counted): its thickness, size and origin. */
export const remnantReceiveSchema = z.object({
  thick: z.enum(SHEET_THICKNESSES, { error: NEST_TEXT.thick }),
  width_mm: side,
  length_mm: side,
  source: z.string({ error: NEST_TEXT.remnantSource }).trim().min(1, NEST_TEXT.remnantSource).max(120, NEST_TEXT.remnantSource),
});
export type RemnantReceive = z.infer<typeof remnantReceiveSchema>;
