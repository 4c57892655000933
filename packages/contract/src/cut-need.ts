import { z } from 'zod';
import { optionalRecordIdInput } from './common/inputs';
import { moneySchema } from './common/money';
import { sectionInfoSchema } from './section';

/**
 * Issue 32 point 5, material by weight: the channel a work order, an order or one unit of a product needs, per section,
 * in bars, metres and kg, from the cut rules; and what it costs at the section's price.
 */

export const CUT_NEED_TEXT = {
  oneOf: 'Ask for one work order, one order or one product',
  noProductType: 'The product has no door, window or security door type',
} as const;

/** GET /cutting/need/?work_order= | ?order= | ?product=: exactly one. */
export const cutNeedQuerySchema = z
  .object({
    work_order: optionalRecordIdInput(),
    order: optionalRecordIdInput(),
    product: optionalRecordIdInput(),
  })
  .refine((q) => [q.work_order, q.order, q.product].filter((v) => v !== undefined).length === 1, { message: CUT_NEED_TEXT.oneOf, path: ['work_order'] });
export type CutNeedQuery = z.infer<typeof cutNeedQuerySchema>;

const cutNeedSectionSchema = z.object({
  store_item: z.number().int(),
  name: z.string(),
  label: z.string(),
  section: sectionInfoSchema,
  pieces: z.number().int(),
  /** The pieces' lengths added up (no kerf). */
  piece_mm: z.number().int(),
  metres: z.number(),
  kg: z.number(),
  /** Whole stock lengths the pieces take when cut from full bars (first-fit decreasing, with the saw kerf). */
  bars: z.number().int(),
  /** metres / stock length: the share of bars the steel itself is ("1.12 stock lengths"). */
  bar_share: z.number(),
  /** The store item's price, per metre (its stock is counted in metres), and the same per kg and per bar. */
  price_per_metre: moneySchema,
  price_per_kg: moneySchema.nullable(),
  price_per_bar: moneySchema,
  /** metres x price per metre (= kg x price per kg): the raw steel of the pieces, before waste. */
  cost: moneySchema,
  /** bars x price per bar: what buying whole bars for it costs. */
  bars_cost: moneySchema,
});
export type CutNeedSection = z.infer<typeof cutNeedSectionSchema>;

/** An item whose channel need cannot be worked out (no rule, no section, no size), with why. */
const cutNeedProblemSchema = z.object({
  item: z.number().int(),
  sr_no: z.number().int(),
  message: z.string(),
});
export type CutNeedProblem = z.infer<typeof cutNeedProblemSchema>;

export const cutNeedSchema = z.object({
  sections: z.array(cutNeedSectionSchema),
  problems: z.array(cutNeedProblemSchema),
  metres: z.number(),
  kg: z.number(),
  bars: z.number().int(),
  /** The raw steel cost of all sections (for a product: of one unit, its raw cost from the cut rule). */
  cost: moneySchema,
});
export type CutNeed = z.infer<typeof cutNeedSchema>;

/** What the purchase list adds for a section (null for a plain store item). */
export const purchaseSectionSchema = z.object({
  label: z.string(),
  stock_length_mm: z.number().int(),
  /** Full bars the open work and orders need after the offcuts on hand are used first. */
  bars_needed: z.number().int(),
  bars_in_stock: z.number().int(),
  offcuts_in_stock: z.number().int(),
  /** Whole stock lengths to buy: bars_needed - bars_in_stock. */
  bars_to_buy: z.number().int(),
  kg_to_buy: z.number(),
  /** The work orders still to cut that need it (dealer orders not yet on a work order are in the row's `orders`). */
  work_orders: z.array(z.object({ id: z.number().int(), auto_id: z.number().int() })),
});
export type PurchaseSection = z.infer<typeof purchaseSectionSchema>;
