import { z } from 'zod';
import { emptyToUndefined, numberTextInput } from './common/inputs';
import { formatCents, moneySchema, toCents } from './common/money';
import { catalogueQueryFields } from './common/list-query';
import { sectionFieldsSchema, sectionInfoSchema } from './section';

/** docs/product/catalogue-and-store.md#store-items: store items (raw materials) with unit, stock and price. */

export const STORE_MESSAGES = {
  created: 'Successfully Created StoreItem',
  updated: 'Updated Successfully',
  outOfStock: 'Out of Stock',
  noStocks: 'No Stocks Available',
} as const;

/** Units a frame shop stocks its raw materials in; the field stays free text, these are suggestions. */
export const UNIT_TYPES = ['kg', 'pcs', 'ft', 'm', 'length', 'sheet', 'litre', 'box', 'pack', 'set', 'sqft'] as const;

/** Stock and units carry up to 3 decimals (kg, litres); they travel as JSON numbers. */
const QUANTITY_PATTERN = /^\d{1,11}(\.\d{1,3})?$/;
const PRICE_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** A required number of at least 0 with at most 3 decimals, accepting "25" as well as 25. */
export function quantityInput(message: string) {
  return numberTextInput(
    z
      .string({ error: message })
      .refine((v) => QUANTITY_PATTERN.test(v), { message: 'Enter a number of at least 0 (at most 3 decimals)' })
      .transform(Number),
  );
}

/** Money of at least 0 with at most 2 decimals, accepting "25" as well as 25; gives "25.00". */
export function priceInput(message: string) {
  return numberTextInput(
    z
      .string({ error: message })
      .refine((v) => PRICE_PATTERN.test(v), { message: 'Enter an amount of at least 0 (at most 2 decimals)' })
      .transform((v) => formatCents(toCents(v))),
  );
}

const text = (message: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).min(1, message).max(max, `At most ${max} characters`),
  );

export const storeItemInputSchema = z.object({
  name: text('Please enter the store item name', 150),
  unit_type: text('Please enter the unit type', 30),
  unit: quantityInput('Please enter the unit'),
  stock: quantityInput('Please enter the stock'),
  price: priceInput('Please enter the price'),
  /** Why the stock changed (kept in the stock movement); optional. */
  reason: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  /**
   * Issue 34: optional; when a stock movement takes the stock from at least this level to below it, the store managers
   * hear of it ("<item> is below its reorder level"). Empty or null clears it; left out, it stays as it was.
   */
  reorder_level: z.preprocess(
    (v) => (v === '' ? null : v),
    z.union([z.null(), quantityInput('Enter a number of at least 0 (at most 3 decimals)')]).optional(),
  ),
  /** Issue 32: optional; an item with `is_section` keeps its stock as bars and offcuts (see section.ts). */
  ...sectionFieldsSchema.shape,
});
export type StoreItemInput = z.infer<typeof storeItemInputSchema>;

/**
 * The stock the form was opened with (docs/product/guards.md#stale-writes). Sent with `stock`, it makes the change conditional:
 * when the stock moved meanwhile (a supply was provided) the answer is 409 with `current: {stock}` and nothing
 * changes. Without `stock` it is ignored: a price-only edit never touches stock.
 */
const expectedStock = z.preprocess(
  (v) => (emptyToUndefined(v) === undefined ? undefined : v),
  quantityInput('Please enter the stock').optional(),
);

/** PUT: every field, plus the optional `expected_stock`. */
export const storeItemUpdateSchema = storeItemInputSchema.extend({ expected_stock: expectedStock });

/** PATCH: any of the fields (the inline Update Stock control sends price, and stock with expected_stock). */
export const storeItemPatchSchema = storeItemInputSchema.partial().extend({ expected_stock: expectedStock });
export type StoreItemPatch = z.infer<typeof storeItemPatchSchema>;

/** The inline Update Stock form on /store (docs/product/catalogue-and-store.md#store-items: stock and price required, each at least 0). */
export const storeItemInlineSchema = z.object({
  stock: quantityInput('Please enter the stock'),
  price: priceInput('Please enter the price'),
});

export const storeItemSchema = z.object({
  id: z.number().int(),
  auto_id: z.number().int(),
  name: z.string(),
  unit_type: z.string(),
  unit: z.number(),
  stock: z.number(),
  price: moneySchema,
  /** Stock 0: shown as out of stock. */
  out_of_stock: z.boolean(),
  /** Issue 34: the level below which the store managers are told; null when none is set. */
  reorder_level: z.number().nullable().optional(),
  /** Issue 32: the channel section this item is (its stock is then metres of bars and offcuts), or null. */
  section: sectionInfoSchema.nullable().optional(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;

export const storeListQuerySchema = z.object({
  ...catalogueQueryFields,
  /** `true`: only items at zero stock (the out-of-stock card of the dashboards). */
  out_of_stock: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()).optional().default(false),
});

export const stockMovementSchema = z.object({
  id: z.number().int(),
  store_item: z.number().int(),
  old_stock: z.number(),
  new_stock: z.number(),
  reason: z.string(),
  by: z.string().nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** One line of the No Stocks Available answer (docs/product/orders.md#stock-check). */
export const shortageSchema = z.object({
  store_item: z.number().int(),
  name: z.string(),
  needed: z.number(),
  available: z.number(),
});
export type Shortage = z.infer<typeof shortageSchema>;
