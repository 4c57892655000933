// Stock value (issue 45 point 6): the stock valuation at a date and a product's material cost at the moving average
// cost (docs/product/buying.md#stock-value, docs/decisions/044-purchase-orders-and-receipts.md).
import { z } from 'zod';
import { isoDateSchema } from './common/date-schemas';
import { emptyToUndefined, recordIdInput } from './common/inputs';
import { listQuerySchema } from './common/list-query';
import { moneySchema } from './common/money';

export const VALUATION_TEXT = {
  title: 'Stock Valuation',
  empty: 'No item has been received at a cost yet',
  total: 'Total stock value',
  noCostYet: 'No cost yet',
  materialTitle: 'Material Costs',
  materialEmpty: 'No product follows the average cost yet',
  apply: 'Apply New Costs',
  applied: (count: number) => `New material costs applied to ${count} product${count === 1 ? '' : 's'}`,
  nothingToApply: 'Choose at least one product',
} as const;

/** GET /purchase/valuation/?date=: the stock at the end of that day (default today). */
export const stockValuationQuerySchema = listQuerySchema.extend({
  date: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
});

export const stockValuationRowSchema = z.object({
  store_item: z.number().int().nullable(),
  sheet: z.number().int().nullable(),
  name: z.string(),
  /** m for a channel section (its stock is metres of bars and offcuts), pieces for a sheet, the item's unit otherwise. */
  unit: z.string(),
  quantity: z.number(),
  /** The moving average cost per unit at that date; null before the item's first costed receipt. */
  average_cost: moneySchema.nullable(),
  value: moneySchema,
});
export type StockValuationRow = z.infer<typeof stockValuationRowSchema>;

export const stockValuationTotalSchema = z.object({ date: z.string(), items: z.number().int(), value: moneySchema });
export type StockValuationTotal = z.infer<typeof stockValuationTotalSchema>;

/** A product whose material cost follows the average cost: the figure in use and the one the averages give now. */
export const materialCostRowSchema = z.object({
  product: z.number().int(),
  name: z.string(),
  cost_from_average: z.boolean(),
  old_cost: moneySchema,
  new_cost: moneySchema,
  old_price: moneySchema,
  new_price: moneySchema,
});
export type MaterialCostRow = z.infer<typeof materialCostRowSchema>;

export const materialCostSwitchSchema = z.object({ cost_from_average: z.boolean({ error: 'Choose on or off' }) });

export const materialCostApplySchema = z.object({
  products: z.array(recordIdInput('Choose a valid product'), { error: VALUATION_TEXT.nothingToApply }).min(1, VALUATION_TEXT.nothingToApply).max(500),
});
export type MaterialCostApply = z.infer<typeof materialCostApplySchema>;
