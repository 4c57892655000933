import { z } from 'zod';
import { dayRangeInOrder, rangeOrderMessage } from './common/dates';
import { dayFilterSchema, isoDateSchema } from './common/date-schemas';
import { emptyToUndefined, numberInput, recordIdInput, strictNumber } from './common/inputs';

/** Choices of docs/product/sheets.md#sheets. Thickness in mm (two-decimal text, as the screens show it), width in mm. */
export const SHEET_THICKNESSES = ['1.00', '1.20', '1.50', '2.00'] as const;
export const SHEET_WIDTHS = [900, 1220, 1225, 1250, 1500] as const;
export const SHEET_GSMS = [80, 120, 275] as const;
export const SHEET_ORDER_TYPES = ['addition', 'deduction'] as const;
export type SheetThickness = (typeof SHEET_THICKNESSES)[number];
export type SheetOrderType = (typeof SHEET_ORDER_TYPES)[number];
export const SHEET_ORDER_TYPE_LABELS: Record<SheetOrderType, string> = { addition: 'Addition', deduction: 'Deduction' };

/** Sheets with this many pieces or fewer are low stock (docs/product/sheets.md#sheets). */
export const LOW_STOCK = 50;
/** Longest sheet length accepted, in mm (a coil cut to 20 m is already unusual). */
const MAX_SHEET_LENGTH = 20_000;
/**
 * Most pieces one stock figure or order line may carry. Far above any real lot, and low enough that the sums the
 * database keeps (integer stock, numeric(14,2) weights of up to 200 lines) cannot overflow into a server error.
 */
export const MAX_SHEET_PIECES = 1_000_000;

export const SHEET_MESSAGES = {
  noStocks: 'No Stocks Available',
  nameRequired: 'Please enter a name',
  nameTooLong: 'The name can have at most 150 characters',
  nameTaken: 'A sheet with this name already exists.',
  thickRequired: 'Please pick a thickness',
  widthRequired: 'Please pick a width',
  lengthRequired: 'Please enter the length',
  lengthPositive: 'Length must be a whole number of mm from 1 to 20,000',
  quantityMin: 'Quantity must be a whole number from 0 to 1,000,000',
  stockRequired: 'Please enter the stock',
  titleRequired: 'Please enter a title',
  titleTooLong: 'The title can have at most 200 characters',
  dateRequired: 'Please pick a date',
  typeRequired: 'Please pick the stock updation type',
  gsmRequired: 'Please pick a gsm',
  itemsRequired: 'Enter a quantity above 0 for at least one sheet',
  itemQuantity: 'Quantity must be a whole number from 1 to 1,000,000',
  sheetTwice: 'Each sheet may appear only once in an order',
  sheetUnknown: 'This sheet does not exist or was deleted',
  typeReadOnly: 'The order type cannot be changed',
  rangeOrder: rangeOrderMessage('From date', 'To date'),
} as const;

// ---------- weight arithmetic (docs/product/sheets.md#weight-arithmetic), exact, in hundredths ----------

/** "1.2" / 1.2 / "1.20" -> 120 (hundredths of a mm). */
function hundredths(value: string | number): bigint {
  const [whole = '0', fraction = ''] = String(value).trim().split('.');
  return BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
}

function roundDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

function twoDecimals(h: bigint): string {
  return `${h / 100n}.${(h % 100n).toString().padStart(2, '0')}`;
}

/** Area of one piece in square feet: width x length (mm) / 92903.04, to 2 decimals (half up). */
export function sheetSqft(width: number, length: number): string {
  // w*l/92903.04 in hundredths = w*l*10000/9290304
  return twoDecimals(roundDiv(BigInt(width) * BigInt(length) * 10000n, 9290304n));
}

/** Kg per piece: thickness x width x length (mm) x 7.85e-6 (steel, 7850 kg/m3), to 2 decimals (half up). */
export function sheetUnitKg(thick: string | number, width: number, length: number): string {
  // (t/100)*w*l*785/1e8 kg in hundredths = t*w*l*785/1e8
  return twoDecimals(roundDiv(hundredths(thick) * BigInt(width) * BigInt(length) * 785n, 100_000_000n));
}

/** quantity x a two-decimal weight, exact. */
export function multiplyWeight(quantity: number, unitKg: string): string {
  return twoDecimals(BigInt(quantity) * hundredths(unitKg));
}

/** Sum of two-decimal weights, exact. */
export function sumWeights(weights: readonly string[]): string {
  return twoDecimals(weights.reduce((sum, w) => sum + hundredths(w), 0n));
}

// ---------- input pieces ----------

/** 1.2, "1.2", "1.20" -> "1.20" when it is one of the choices. */
const sheetThicknessSchema = z.preprocess(
  (v) => {
    const n = strictNumber(v);
    return typeof n === 'number' ? n.toFixed(2) : n;
  },
  z.enum(SHEET_THICKNESSES, { error: SHEET_MESSAGES.thickRequired }),
);

const sheetWidthSchema = numberInput(
  z
    .number({ error: SHEET_MESSAGES.widthRequired })
    .refine((n) => (SHEET_WIDTHS as readonly number[]).includes(n), SHEET_MESSAGES.widthRequired),
);

const sheetGsmSchema = numberInput(
  z
    .number({ error: SHEET_MESSAGES.gsmRequired })
    .refine((n) => (SHEET_GSMS as readonly number[]).includes(n), SHEET_MESSAGES.gsmRequired),
);

const wholeNumber = (message: string, min: number, max: number = MAX_SHEET_PIECES) =>
  numberInput(z.number({ error: message }).int(message).min(min, message).max(max, message));

const lengthSchema = numberInput(
  z
    .number({ error: SHEET_MESSAGES.lengthRequired })
    .int(SHEET_MESSAGES.lengthPositive)
    .min(1, SHEET_MESSAGES.lengthPositive)
    .max(MAX_SHEET_LENGTH, SHEET_MESSAGES.lengthPositive),
);

/** A real calendar date, YYYY-MM-DD (the shared schema refuses shapes and impossible days alike). */
const calendarDateSchema = isoDateSchema;

const orderTypeSchema = z.enum(SHEET_ORDER_TYPES, { error: SHEET_MESSAGES.typeRequired });

// ---------- sheets ----------

const nameSchema = z
  .string({ error: SHEET_MESSAGES.nameRequired })
  .trim()
  .min(1, SHEET_MESSAGES.nameRequired)
  .max(150, SHEET_MESSAGES.nameTooLong);

/**
 * The stock the sheet form was opened with (docs/product/guards.md#stale-writes). Sent with `quantity`, the change is conditional:
 * when an order moved the stock meanwhile the answer is 409 with `current: {quantity}` and nothing changes.
 */
const expectedQuantity = z.preprocess(
  (v) => (emptyToUndefined(v) === undefined ? undefined : v),
  wholeNumber(SHEET_MESSAGES.quantityMin, 0).optional(),
);

/** Full update (PUT): an empty quantity means 0 (docs/product/sheets.md#sheet-validation, "An empty sheet quantity is treated as 0"). */
export const sheetInputSchema = z.object({
  name: nameSchema,
  thick: sheetThicknessSchema,
  width: sheetWidthSchema,
  /** Labelled "Length" on the screens, in mm. */
  height: lengthSchema,
  quantity: z.preprocess((v) => emptyToUndefined(v) ?? 0, wholeNumber(SHEET_MESSAGES.quantityMin, 0)),
  expected_quantity: expectedQuantity,
});
export type SheetInput = z.infer<typeof sheetInputSchema>;

/** Create (POST): the stock is required too (docs/product/sheets.md#sheet-validation, "stock (quantity at least 0) required"). */
export const sheetCreateSchema = sheetInputSchema.omit({ expected_quantity: true }).extend({
  quantity: numberInput(
    z
      .number({ error: (issue) => (issue.input === undefined ? SHEET_MESSAGES.stockRequired : SHEET_MESSAGES.quantityMin) })
      .int(SHEET_MESSAGES.quantityMin)
      .min(0, SHEET_MESSAGES.quantityMin)
      .max(MAX_SHEET_PIECES, SHEET_MESSAGES.quantityMin),
  ),
});

/** Partial update (PATCH): a quantity left out keeps the stock, an empty one means 0 as on PUT. */
export const sheetPatchSchema = z.object({
  name: nameSchema.optional(),
  thick: sheetThicknessSchema.optional(),
  width: sheetWidthSchema.optional(),
  height: lengthSchema.optional(),
  quantity: z.preprocess((v) => (v === '' || v === null ? 0 : v), wholeNumber(SHEET_MESSAGES.quantityMin, 0)).optional(),
  expected_quantity: expectedQuantity,
});
export type SheetPatch = z.infer<typeof sheetPatchSchema>;

/** A sheet's name, size and weight per piece: on the sheet, and copied onto each order item that moved it. */
const sheetSizeFields = {
  name: z.string(),
  thick: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sqft: z.string(),
  unit_kg: z.string(),
};

export const sheetSchema = z.object({
  id: z.number().int(),
  ...sheetSizeFields,
  quantity: z.number().int(),
  total_weight: z.string(),
  is_low_stock: z.boolean(),
});
export type Sheet = z.infer<typeof sheetSchema>;

const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const booleanFlag = z.preprocess((v) => {
  if (v === true || v === 'true' || v === '1') return true;
  if (v === false || v === 'false' || v === '0') return false;
  return emptyToUndefined(v);
}, z.boolean().optional());

export const sheetListQuerySchema = z.object({
  thick: optionalFilter(sheetThicknessSchema),
  width: optionalFilter(sheetWidthSchema),
  /** Only sheets with LOW_STOCK pieces or fewer. */
  low_stock: booleanFlag,
});

/** The same filters as the list (search and low stock too), so the footer weighs exactly the listed sheets. */
export const sheetTotalWeightQuerySchema = z.object({
  search: z.string().trim().max(200).optional().default(''),
  thick: optionalFilter(sheetThicknessSchema),
  width: optionalFilter(sheetWidthSchema),
  low_stock: booleanFlag,
});

export const sheetTotalWeightSchema = z.object({
  thick: z.string().nullable(),
  width: z.number().int().nullable(),
  sheet_count: z.number().int(),
  total_quantity: z.number().int(),
  total_weight: z.string(),
});
export type SheetTotalWeight = z.infer<typeof sheetTotalWeightSchema>;

// ---------- sheet orders ----------

const itemSheetId = recordIdInput(SHEET_MESSAGES.sheetUnknown);

const sheetOrderItemInputSchema = z.object({
  sheet: itemSheetId,
  quantity: wholeNumber(SHEET_MESSAGES.itemQuantity, 1),
});

/** On update a quantity of 0 removes the item. */
const sheetOrderItemUpdateSchema = z.object({
  sheet: itemSheetId,
  quantity: wholeNumber(SHEET_MESSAGES.quantityMin, 0),
});

const distinctSheets = (items: ReadonlyArray<{ sheet: number }>) => new Set(items.map((i) => i.sheet)).size === items.length;

const titleSchema = z
  .string({ error: SHEET_MESSAGES.titleRequired })
  .trim()
  .min(1, SHEET_MESSAGES.titleRequired)
  .max(200, SHEET_MESSAGES.titleTooLong);
const dateSchema = z.string({ error: SHEET_MESSAGES.dateRequired }).pipe(calendarDateSchema);

export const sheetOrderInputSchema = z.object({
  title: titleSchema,
  /** Absent: today in the business time zone. */
  date: z.preprocess(emptyToUndefined, dateSchema.optional()),
  /** Forced to deduction for a sheet_user (docs/product/roles-and-permissions.md#per-role-rules), whatever is sent. */
  order_type: z.preprocess(emptyToUndefined, orderTypeSchema.optional()),
  gsm: sheetGsmSchema,
  order_items: z
    .array(sheetOrderItemInputSchema, { error: SHEET_MESSAGES.itemsRequired })
    .min(1, SHEET_MESSAGES.itemsRequired)
    .max(200)
    .refine(distinctSheets, SHEET_MESSAGES.sheetTwice),
});
export type SheetOrderInput = z.infer<typeof sheetOrderInputSchema>;

/** PUT: title, date and the items are required; PATCH: every field optional (`{is_delivered: true}`). */
export const sheetOrderUpdateSchema = z.object({
  title: titleSchema,
  date: dateSchema,
  gsm: z.preprocess(emptyToUndefined, sheetGsmSchema.optional()),
  is_delivered: booleanFlag,
  /** Read-only: accepted when unchanged, refused otherwise. */
  order_type: z.preprocess(emptyToUndefined, orderTypeSchema.optional()),
  /** The whole new list; an item left out or at 0 is removed, a new sheet is added. */
  order_items: z
    .array(sheetOrderItemUpdateSchema, { error: SHEET_MESSAGES.itemsRequired })
    .max(200)
    .refine(distinctSheets, SHEET_MESSAGES.sheetTwice),
});
export const sheetOrderPatchSchema = sheetOrderUpdateSchema.partial();
export type SheetOrderUpdate = z.infer<typeof sheetOrderPatchSchema>;

const sheetOrderItemSchema = z.object({
  id: z.number().int(),
  sheet: z.number().int(),
  ...sheetSizeFields,
  quantity: z.number().int(),
  weight: z.string(),
  sheet_is_deleted: z.boolean(),
});

export const sheetOrderListItemSchema = z.object({
  id: z.number().int(),
  auto_id: z.number().int(),
  title: z.string(),
  date: z.string(),
  gsm: z.number().int(),
  order_type: z.enum(SHEET_ORDER_TYPES),
  is_delivered: z.boolean(),
  total_weight: z.string(),
  total_quantity: z.number().int(),
  creator: z.number().int(),
  creator_name: z.string(),
  created_at: z.string(),
});
export type SheetOrderListItem = z.infer<typeof sheetOrderListItemSchema>;

export const sheetOrderSchema = sheetOrderListItemSchema.extend({ order_items: z.array(sheetOrderItemSchema) });
export type SheetOrder = z.infer<typeof sheetOrderSchema>;

export const sheetOrderListQuerySchema = z.object({
  /** "", "all" or absent: both types. */
  order_type: z.preprocess((v) => (v === 'all' || v === 'All' ? undefined : emptyToUndefined(v)), orderTypeSchema.optional()),
});

export const sheetOrdersTotalWeightQuerySchema = z
  .object({
    from: dayFilterSchema('From date'),
    to: dayFilterSchema('To date'),
    orderType: z.preprocess((v) => (v === 'all' || v === 'All' ? undefined : emptyToUndefined(v)), orderTypeSchema.optional()),
  })
  .refine((q) => dayRangeInOrder(q.from, q.to), { message: SHEET_MESSAGES.rangeOrder, path: ['to'] });

const weightTotalsSchema = z.object({
  order_count: z.number().int(),
  total_quantity: z.number().int(),
  total_weight: z.string(),
});

/**
 * `order_count`, `total_quantity` and `total_weight` count what moved in either direction; `net_quantity` and
 * `net_weight` are the change of stock (additions minus deductions, may be negative).
 */
export const sheetOrdersTotalWeightSchema = weightTotalsSchema.extend({
  from: z.string().nullable(),
  to: z.string().nullable(),
  order_type: z.enum(SHEET_ORDER_TYPES).nullable(),
  net_quantity: z.number().int(),
  net_weight: z.string(),
  /** One row per order type in scope (both when no type is asked for). */
  by_type: z.array(weightTotalsSchema.extend({ order_type: z.enum(SHEET_ORDER_TYPES) })),
});
export type SheetOrdersTotalWeight = z.infer<typeof sheetOrdersTotalWeightSchema>;

/** The No Stocks Available answer's detail: one row per sheet that would go below zero. */
export type SheetShortage = { sheet: number; name: string; needed: number; available: number };
