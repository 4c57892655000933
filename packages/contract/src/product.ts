import { z } from 'zod';
import { emptyToUndefined, numberInput, numberTextInput, recordIdInput } from './common/inputs';
import { moneySchema } from './common/money';
import { catalogueQueryFields } from './common/list-query';
import { priceInput, quantityInput } from './store';
import { gstRateInputSchema, hsnCodeSchema } from './tax-code';

/** docs/product/catalogue-and-store.md#products; docs/product/catalogue-and-store.md#cost-and-price. */

export const PRODUCT_MESSAGES = {
  invalidInput: 'Invalid Input',
  updated: 'Updated Successfully',
  updateFailed: 'Update Faild',
  noRawMaterials: 'No Raw materials added',
  noOtherCosts: 'No Other Costs',
  chooseType: 'Choose one type: Security Door, Window or Door Frame',
  imageType: 'Upload a png or jpeg image',
} as const;

export const SERIAL_PREFIX = 'LH -';


/** docs/product/roles-and-permissions.md#cost-and-profit-visibility: cost for admin, productionmanager, storemanager; profit for admin and productionmanager. */
export function canSeeCost(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'productionmanager' || role === 'storemanager';
}
export function canSeeProfit(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'productionmanager';
}
export const PERTICULARS = ['W', 'V', 'FW', 'KW', 'D'] as const;
const perticularSchema = z.enum(PERTICULARS);
export type Perticular = z.infer<typeof perticularSchema>;

/** The three exclusive product types, with the flag each sets and the label used in names and badges. */
export const PRODUCT_TYPES = [
  { key: 'is_door', label: 'Door Frame', badge: 'blue' },
  { key: 'is_window', label: 'Window', badge: 'teal' },
  { key: 'is_security_door', label: 'Security Door', badge: 'grape' },
] as const;
export type ProductTypeKey = (typeof PRODUCT_TYPES)[number]['key'];

/**
 * How a product is named on every screen: its name with the serial number beside it, since two products of the same
 * type and size get the same composed name and only the serial number tells them apart.
 */
export function productLabel(name: string, serialNumber: string | null | undefined): string {
  return serialNumber ? `${name} (${serialNumber})` : name;
}

export function productTypeOf(flags: { is_door: boolean; is_window: boolean; is_security_door: boolean }) {
  return PRODUCT_TYPES.find((t) => flags[t.key]);
}

/** Door types hide perticular and no_of_cols and default them to D and 1 (docs/product/catalogue-and-store.md#product-form). */
export function isDoorType(flags: { is_door?: boolean; is_security_door?: boolean }): boolean {
  return !!flags.is_door || !!flags.is_security_door;
}

/** "90" for 90.00, "92.5" for 92.50: how sizes read in product names. */
export function formatSize(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** `Door Frame 90x210 4x2 16G` (docs/product/catalogue-and-store.md#product-names). */
export function composeProductName(p: {
  is_door: boolean;
  is_window: boolean;
  is_security_door: boolean;
  width: number;
  height: number;
  channel_size: string;
  guage: number;
}): string {
  const type = productTypeOf(p)?.label ?? 'Product';
  return `${type} ${formatSize(p.width)}x${formatSize(p.height)} ${p.channel_size} ${formatSize(p.guage)}G`;
}

const invalid = PRODUCT_MESSAGES.invalidInput;
const PROFIT_PATTERN = /^\d{1,5}(\.\d{1,2})?$/;
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
/** Multipart sends every field as text: "true"/"false" for the flags. */
const flag = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 'on', z.boolean());
const requiredText = (max: number) =>
  z.preprocess(trimmed, z.string({ error: invalid }).min(1, invalid).max(max, `At most ${max} characters`));
const requiredNumber = (opts: { max?: number } = {}) =>
  numberInput(z.number({ error: invalid }).min(0, invalid).max(opts.max ?? 1e9, invalid));
const optionalText = (max: number) => z.preprocess((v) => emptyToUndefined(trimmed(v)), z.string().max(max).optional());

/** A file as multipart delivers it (a Buffer on the server, a File/Blob in the browser); checked by content. */
const imageField = z.any().optional();

const productFields = {
  /** Composed by the server when empty (docs/product/catalogue-and-store.md#product-names). */
  name: z.preprocess(trimmed, z.string().max(200, 'At most 200 characters').optional()),
  serial_number: requiredText(50).refine((v) => v.startsWith(SERIAL_PREFIX) && v.length > SERIAL_PREFIX.length, {
    message: invalid,
  }),
  channel_size: requiredText(50),
  guage: requiredNumber({ max: 100 }),
  perticular: z.preprocess((v) => emptyToUndefined(trimmed(v)), z.enum(PERTICULARS, { error: invalid }).optional()),
  no_of_cols: numberInput(z.number({ error: invalid }).int(invalid).min(0, invalid).max(1000, invalid).optional()),
  width: requiredNumber({ max: 100000 }),
  height: requiredNumber({ max: 100000 }),
  is_door: flag.optional().default(false),
  is_window: flag.optional().default(false),
  is_security_door: flag.optional().default(false),
  /** "" clears it on update. */
  description: z.preprocess(trimmed, z.string().max(2000, 'At most 2000 characters').optional()),
  unit_type: optionalText(30),
  /** HSN code and GST rate on its invoice lines; absent on create: its type's from the settings (billing.ts). */
  hsn_code: z.preprocess((v) => emptyToUndefined(trimmed(v)), hsnCodeSchema.optional()),
  gst_rate: z.preprocess((v) => emptyToUndefined(trimmed(v)), gstRateInputSchema.optional()),
  // Checked as text: in floats 8.2 * 100 is not 820, so a decimals test on the number refuses ordinary profits.
  profit: numberTextInput(
    z
      .string({ error: invalid })
      .refine((v) => PROFIT_PATTERN.test(v) && Number(v) <= 10000, { message: 'Enter a profit of at least 0 (at most 2 decimals)' })
      .transform(Number)
      .optional(),
  ),
  image: imageField,
};

type ProductShape = {
  is_door?: boolean;
  is_window?: boolean;
  is_security_door?: boolean;
  perticular?: Perticular;
  no_of_cols?: number;
};

/** One type exactly; windows need perticular and no_of_cols, door types default them. */
function checkTypeRules(value: ProductShape, ctx: z.RefinementCtx, typeGiven: boolean) {
  // `when: () => true` runs this even when the body is no object at all (a JSON null): that is already an error.
  if (!value || typeof value !== 'object') return;
  if (typeGiven) {
    const chosen = [value.is_door, value.is_window, value.is_security_door].filter(Boolean).length;
    if (chosen !== 1) ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.chooseType, path: ['type'] });
  }
  if (typeGiven && !isDoorType(value)) {
    if (value.perticular === undefined) ctx.addIssue({ code: 'custom', message: invalid, path: ['perticular'] });
    if (value.no_of_cols === undefined) ctx.addIssue({ code: 'custom', message: invalid, path: ['no_of_cols'] });
  }
}

/** POST /store/product/ (multipart) and PUT /store/product/{id}/ (the same plus profit). */
// `when`: the type rules report together with the field errors, so the form shows every message at once.
export const productInputSchema = z
  .object(productFields)
  .superRefine((v, ctx) => checkTypeRules(v, ctx, true), { when: () => true });
export type ProductInput = z.infer<typeof productInputSchema>;

/** PATCH: any of the fields; the type rules are checked again on the merged product by the server. */
export const productPatchSchema = z
  .object({
    ...productFields,
    is_door: flag.optional(),
    is_window: flag.optional(),
    is_security_door: flag.optional(),
    serial_number: productFields.serial_number.optional(),
    channel_size: productFields.channel_size.optional(),
    guage: productFields.guage.optional(),
    width: productFields.width.optional(),
    height: productFields.height.optional(),
  })
  .superRefine((v, ctx) => {
    const typeGiven = v.is_door !== undefined || v.is_window !== undefined || v.is_security_door !== undefined;
    if (typeGiven) {
      const chosen = [v.is_door, v.is_window, v.is_security_door].filter(Boolean).length;
      if (chosen !== 1) ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.chooseType, path: ['type'] });
    }
  });
export type ProductPatch = z.infer<typeof productPatchSchema>;

export const productListQuerySchema = z.object({
  ...catalogueQueryFields,
});

/**
 * A raw-material line. `price` (the store item's price) and `amount` (quantity x price, 2 decimals) are left out for
 * roles that may not see costs (docs/product/roles-and-permissions.md#cost-and-profit-visibility).
 */
export const rawMaterialSchema = z.object({
  id: z.number().int(),
  product: z.number().int(),
  store_item: z.number().int(),
  name: z.string(),
  unit_type: z.string(),
  quantity: z.number(),
  price: moneySchema.optional(),
  amount: moneySchema.optional(),
});
export type RawMaterial = z.infer<typeof rawMaterialSchema>;

export const otherCostSchema = z.object({
  id: z.number().int(),
  product: z.number().int(),
  note: z.string(),
  amount: moneySchema,
});
export type OtherCost = z.infer<typeof otherCostSchema>;

/** An other-cost line as the product detail lists it: without `amount` for roles that may not see costs. */
const otherCostLineSchema = otherCostSchema.extend({ amount: moneySchema.optional() });

const productBase = {
  id: z.number().int(),
  name: z.string(),
  serial_number: z.string(),
  /** URL of the image (generated name), or null. */
  image: z.string().nullable(),
  /** URL of a small (160 px wide) thumbnail for lists, or null. */
  thumbnail: z.string().nullable(),
  is_door: z.boolean(),
  is_window: z.boolean(),
  is_security_door: z.boolean(),
  /** Selling price; every role that sees products gets it. */
  price: moneySchema,
  /**
   * Cost (raw materials + other costs) for admin, productionmanager and storemanager; for a dealer the price it sees
   * (the 2022 client's dealer screens read `cost`); absent for other roles.
   */
  cost: moneySchema.optional(),
  /** Profit percent: admin and productionmanager only. */
  profit: z.string().optional(),
};

/** A list row carries every scalar field of the detail (list screens of the original client read them). */
export const productListItemSchema = z.object({
  ...productBase,
  channel_size: z.string(),
  guage: z.number(),
  perticular: perticularSchema,
  no_of_cols: z.number().int(),
  width: z.number(),
  height: z.number(),
  description: z.string(),
  unit_type: z.string(),
  hsn_code: z.string(),
  gst_rate: z.string(),
  /** Sum of the raw-material amounts (roles that see cost). */
  raw_material_cost: moneySchema.optional(),
  /** Sum of the other costs (roles that see cost). */
  other_cost: moneySchema.optional(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productSchema = productListItemSchema.extend({
  rawmaterial: z.array(rawMaterialSchema),
  /** Every role gets the lines (the Other Costs card); `amount` only roles that see cost. */
  othercost: z.array(otherCostLineSchema),
});
export type Product = z.infer<typeof productSchema>;

export const rawMaterialInputSchema = z.object({
  product: recordIdInput('Choose a product'),
  store_item: recordIdInput('Choose a store item'),
  quantity: quantityInput('Please enter the quantity'),
});
export type RawMaterialInput = z.infer<typeof rawMaterialInputSchema>;

export const rawMaterialQuerySchema = z.object({
  product: recordIdInput('Choose a product').optional(),
  page: productListQuerySchema.shape.page,
  limit: z.preprocess((v) => {
    const n = Number(v);
    return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), 100) : 100;
  }, z.number().int()).optional().default(100),
});

export const otherCostInputSchema = z.object({
  product: recordIdInput('Choose a product'),
  note: z.preprocess(trimmed, z.string({ error: 'Please enter a note' }).min(1, 'Please enter a note').max(200)),
  amount: priceInput('Please enter the amount'),
});
export type OtherCostInput = z.infer<typeof otherCostInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Addons (docs/product/catalogue-and-store.md#addons). The orders screens build their picker on POST /store/available_addons/.

export const ADDON_NAMES = [
  'Material',
  'Manchary',
  'Panel',
  'Arch Design',
  'Check Design',
  'Shutter Partition',
  'Glass Partition',
  'Divider',
  'Loover',
  'Open Side',
  'Door Sill',
] as const;
export const addonNameSchema = z.enum(ADDON_NAMES);
type AddonName = z.infer<typeof addonNameSchema>;

/**
 * How the picker asks for an addon:
 * - `none`: a toggle, quantity 1;
 * - `quantity_description`: quantity and description fields and an Add button;
 * - `choice`: one of `options` (Open Side: Left or Right), kept in the description;
 * - `auto`: appended by the picker itself (Material, quantity 1), never offered.
 */
type AddonInput = 'none' | 'quantity_description' | 'choice' | 'auto';

export type AddonSpec = {
  name: AddonName;
  input: AddonInput;
  takes_quantity: boolean;
  takes_description: boolean;
  options: string[] | null;
  default_quantity: number;
};

const addon = (name: AddonName, input: AddonInput, options: string[] | null = null): AddonSpec => ({
  name,
  input,
  takes_quantity: input === 'quantity_description',
  takes_description: input === 'quantity_description' || input === 'choice',
  options,
  default_quantity: 1,
});

const ADDONS: readonly AddonSpec[] = [
  addon('Material', 'auto'),
  addon('Manchary', 'none'),
  addon('Panel', 'none'),
  addon('Arch Design', 'quantity_description'),
  addon('Check Design', 'quantity_description'),
  addon('Shutter Partition', 'quantity_description'),
  addon('Glass Partition', 'quantity_description'),
  addon('Divider', 'quantity_description'),
  addon('Loover', 'none'),
  addon('Open Side', 'choice', ['Left', 'Right']),
  addon('Door Sill', 'none'),
];

/** Before Panel is chosen only Manchary and Panel are offered; after it, the full list (Material is automatic). */
const FIRST_ADDONS: readonly AddonName[] = ['Manchary', 'Panel'];

export function allowedAddons(chosen: readonly string[] = []): AddonSpec[] {
  const panelChosen = chosen.includes('Panel');
  return ADDONS.filter((a) => a.input !== 'auto' && (panelChosen || FIRST_ADDONS.includes(a.name)));
}

export const availableAddonsInputSchema = z.object({
  product: recordIdInput('Choose a product'),
  /** The addon names already chosen for this item. */
  addons: z
    .preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.string().trim().max(50)).max(20))
    .optional()
    .default([]),
});

const addonSpecSchema = z.object({
  name: addonNameSchema,
  input: z.enum(['none', 'quantity_description', 'choice', 'auto']),
  takes_quantity: z.boolean(),
  takes_description: z.boolean(),
  options: z.array(z.string()).nullable(),
  default_quantity: z.number().int(),
});

export const availableAddonsSchema = z.object({
  product: z.number().int(),
  panel_chosen: z.boolean(),
  /** The addons to offer now, in picker order. */
  addons: z.array(addonSpecSchema),
  /** Appended to every order item by the picker (a Material addon, quantity 1). */
  always_appended: z.array(z.object({ addon_name: addonNameSchema, quantity: z.number().int(), description: z.string() })),
  /** Every addon name the server accepts on an order item. */
  all_names: z.array(addonNameSchema),
});
export type AvailableAddons = z.infer<typeof availableAddonsSchema>;
