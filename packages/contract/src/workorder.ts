import { z } from 'zod';
import { isoDateSchema } from './common/date-schemas';
import { emptyToUndefined, optionalRecordIdInput, PHONE_TEXT, recordIdInput } from './common/inputs';
import { moneySchema } from './common/money';
import { listQuerySchema } from './common/list-query';
import { priceInput } from './store';
import { COLUMN_FLAGS, SELECT_PLACEHOLDER, WORK_ORDER_STATUSES, WORK_ORDER_TEXT, workOrderStatusSchema, type ColumnFlag } from './workorder-columns';

export * from './workorder-columns';

/** Work orders (docs/product/work-orders-and-production.md#work-orders, docs/product/roles-and-permissions.md#routes-by-role, docs/product/work-orders-and-production.md#work-orders). */

// ---------------------------------------------------------------------------------------------------------------
// Quantities and sizes in request bodies, checked as digit text (record ids use the shared helpers of common/inputs).
// A number or a string of digits ("25"); `true`, " ", "0x10", "1e1" and negative values are refused.

const DIGITS = /^\d{1,9}$/;
const DECIMAL = /^\d{1,7}(\.\d{1,2})?$/;

function digitText(v: unknown): unknown {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : v;
  return v;
}

/** A whole number >= `min` (numbers or digit strings). */
function wholeNumberInput(message: string, { min = 0, max = 1_000_000 } = {}) {
  return z.preprocess(
    digitText,
    z
      .string({ error: message })
      .refine((v) => DIGITS.test(v), { message })
      .transform(Number)
      .refine((value) => value >= min && value <= max, { message: rangeMessage(min, max) }),
  );
}

/** A decimal of at least 0 with at most 2 decimals ("92.5" or 92.5). */
function decimalInput(message: string) {
  return z.preprocess(
    digitText,
    z
      .string({ error: message })
      .refine((v) => DECIMAL.test(v), { message })
      .transform(Number),
  );
}

function rangeMessage(min: number, max: number): string {
  return `Enter a whole number from ${min} to ${max.toLocaleString('en-IN')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Inputs

const text = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z.string().trim().max(max, `At most ${max} characters`),
  );
/** A select's value: the placeholder '---' (or nothing) means no value. */
const choice = z.preprocess(
  (v) => (v === null || v === undefined || v === SELECT_PLACEHOLDER ? '' : v),
  z.string().trim().max(100, 'At most 100 characters'),
);
/**
 * The customer's mobile: optional, else a phone as everywhere in the contract (common/inputs phoneSchema,
 * docs/product/guards.md#people-guards): exactly 10 digits, digits only ("98abc" is refused, never stored).
 */
const mobile = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .refine((v) => /^\d*$/.test(v), { message: PHONE_TEXT.digitsOnly, abort: true })
    .refine((v) => v === '' || v.length === 10, { message: PHONE_TEXT.length }),
);
const flag = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 'on' || v === 1, z.boolean());
const optionalDate = z.preprocess(emptyToUndefined, isoDateSchema.optional());
const optionalMoney = (message: string) => z.preprocess(emptyToUndefined, priceInput(message).optional());

const workOrderItemInputSchema = z.object({
  /** An existing row keeps its id (and its production items); a row without one is new. */
  id: z.preprocess(emptyToUndefined, recordIdInput('Unknown item').optional()),
  product_type: choice,
  type: text(100),
  channel_size: choice,
  channel_guage: text(100),
  particulars: text(100),
  width: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), decimalInput(WORK_ORDER_TEXT.number)),
  height: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), decimalInput(WORK_ORDER_TEXT.number)),
  grill_type: choice,
  grill_shape: choice,
  manchary: flag.optional().default(false),
  louvers: text(100),
  panel: choice,
  design: text(100),
  design_type: text(100),
  divider: text(100),
  open_side: choice,
  doorsill: flag.optional().default(false),
  quantity: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    wholeNumberInput(WORK_ORDER_TEXT.quantity, { max: 1000 }),
  ),
  hinges: choice,
  stopper: text(100),
  gate_hook: text(100),
  lock: text(100),
  item_cost: z.preprocess((v) => (v === '' || v === null || v === undefined ? '0' : v), priceInput(WORK_ORDER_TEXT.number)),
  item_price: z.preprocess((v) => (v === '' || v === null || v === undefined ? '0' : v), priceInput(WORK_ORDER_TEXT.number)),
  check_design: text(100),
  arch_design: text(100),
  glass_partition: text(100),
  column1: text(100),
  column2: text(100),
  column3: text(100),
});
export type WorkOrderItemInput = z.infer<typeof workOrderItemInputSchema>;

const flagFields = Object.fromEntries(COLUMN_FLAGS.map((f) => [f, flag.optional()])) as Record<
  ColumnFlag,
  z.ZodOptional<typeof flag>
>;

const workOrderFields = {
  /** The approved dealer order this work order was made from (docs/product/work-orders-and-production.md#work-orders); optional. */
  order: z.preprocess(emptyToUndefined, recordIdInput(WORK_ORDER_TEXT.order).optional()),
  dealer: z.preprocess(emptyToUndefined, recordIdInput(WORK_ORDER_TEXT.dealer).optional()),
  mobile,
  customer_name: text(150),
  order_creator: text(150),
  order_date: optionalDate,
  delivery_date: optionalDate,
  delivery_site: text(300),
  billing_address: text(500),
  gst_number: text(20),
  order_status: z.preprocess(emptyToUndefined, workOrderStatusSchema.optional()),
  /** Empty: the sum of quantity x item_price of the items. */
  total_cost: optionalMoney(WORK_ORDER_TEXT.number),
  notes: text(4000),
  title: text(200),
  column1_title: text(60),
  column2_title: text(60),
  column3_title: text(60),
  ...flagFields,
};

export const workOrderInputSchema = z.object({
  ...workOrderFields,
  work_order_items: z.array(workOrderItemInputSchema, { error: WORK_ORDER_TEXT.rowsRequired }).max(300, 'At most 300 items'),
});
export type WorkOrderInput = z.infer<typeof workOrderInputSchema>;

/** PATCH: any of the fields; items only when sent (then the whole list, as PUT). */
export const workOrderPatchSchema = workOrderInputSchema.partial();
export type WorkOrderPatch = z.infer<typeof workOrderPatchSchema>;

export const workOrderImageInputSchema = z.object({
  title: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().trim().max(150, WORK_ORDER_TEXT.imageTitle),
  ),
  /** A png or jpeg (checked by content on the server). */
  image: z.any().optional(),
});
export const workOrderImageTitleSchema = workOrderImageInputSchema.pick({ title: true });

export const workOrderListQuerySchema = listQuerySchema.extend({
  status: z.preprocess((v) => {
    if (typeof v !== 'string' || v.trim() === '') return undefined;
    return WORK_ORDER_STATUSES.find((s) => s.toLowerCase() === v.trim().toLowerCase()) ?? v;
  }, workOrderStatusSchema.optional()),
  /** The work orders made from one dealer order (the order page's link). */
  order: optionalRecordIdInput('Choose a valid order'),
});
export type WorkOrderListQuery = z.infer<typeof workOrderListQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

export const productionWorkSummarySchema = z.object({
  id: z.number().int(),
  auto_id: z.number().int(),
  worker: z.number().int(),
  worker_name: z.string(),
  work_type: z.string(),
  expected_date: z.string().nullable(),
  finished_date: z.string().nullable(),
  status: z.string(),
  note: z.string(),
  defective: z.boolean(),
  defect_reason: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  duration_minutes: z.number().int().nullable(),
  next_work_assigned: z.boolean(),
});

const workOrderProductionItemSchema = z.object({
  id: z.number().int(),
  sr_no: z.string(),
  status: z.string(),
  current_work: z.string().nullable(),
  current_work_status: z.string().nullable(),
  finished_date: z.string().nullable(),
  note: z.string(),
  next_work_type: z.string().nullable(),
  defects: z.number().int(),
  production_item_works: z.array(productionWorkSummarySchema),
});

/** What frame an item is: the same fields on a work order item and on an item of the "Create from order" draft. */
const itemFrameFields = {
  product_type: z.string(),
  type: z.string(),
  channel_size: z.string(),
  channel_guage: z.string(),
  particulars: z.string(),
  width: z.number(),
  height: z.number(),
};

const itemAnswerFields = {
  id: z.number().int(),
  sr_no: z.number().int(),
  ...itemFrameFields,
  grill_type: z.string(),
  grill_shape: z.string(),
  manchary: z.boolean(),
  louvers: z.string(),
  panel: z.string(),
  design: z.string(),
  design_type: z.string(),
  divider: z.string(),
  open_side: z.string(),
  doorsill: z.boolean(),
  quantity: z.number().int(),
  hinges: z.string(),
  stopper: z.string(),
  gate_hook: z.string(),
  lock: z.string(),
  /** Left out for roles that may not see cost (docs/product/roles-and-permissions.md#cost-and-profit-visibility). */
  item_cost: moneySchema.optional(),
  item_price: moneySchema,
  check_design: z.string(),
  arch_design: z.string(),
  glass_partition: z.string(),
  column1: z.string(),
  column2: z.string(),
  column3: z.string(),
  production_items: z.array(workOrderProductionItemSchema),
};
const workOrderItemSchema = z.object(itemAnswerFields);
export type WorkOrderItem = z.infer<typeof workOrderItemSchema>;

export const workOrderImageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  thumbnail: z.string(),
});
export type WorkOrderImage = z.infer<typeof workOrderImageSchema>;

const headFields = {
  id: z.number().int(),
  auto_id: z.number().int(),
  order: z.number().int().nullable(),
  order_auto_id: z.number().int().nullable(),
  dealer: z.number().int().nullable(),
  dealer_name: z.string(),
  mobile: z.string(),
  customer_name: z.string(),
  order_creator: z.string(),
  order_date: z.string(),
  delivery_date: z.string(),
  delivery_site: z.string(),
  title: z.string(),
  order_status: workOrderStatusSchema,
  /** Left out for roles that may not see cost. */
  total_cost: moneySchema.optional(),
  date_added: z.string(),
};

export const workOrderRowSchema = z.object(headFields);
export type WorkOrderRow = z.infer<typeof workOrderRowSchema>;

export const workOrderSchema = z.object({
  ...headFields,
  billing_address: z.string(),
  gst_number: z.string(),
  notes: z.string(),
  column1_title: z.string(),
  column2_title: z.string(),
  column3_title: z.string(),
  ...(Object.fromEntries(COLUMN_FLAGS.map((f) => [f, z.boolean()])) as Record<ColumnFlag, z.ZodBoolean>),
  /** Production progress: units completed of all units. */
  production_total: z.number().int(),
  production_completed: z.number().int(),
  has_works: z.boolean(),
  work_order_items: z.array(workOrderItemSchema),
  work_order_images: z.array(workOrderImageSchema),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

/** The pre-filled form of "Create from order": the work order fields copied from an approved dealer order. */
export const workOrderDraftSchema = z.object({
  order: z.number().int(),
  order_auto_id: z.number().int(),
  dealer: z.number().int(),
  dealer_name: z.string(),
  mobile: z.string(),
  customer_name: z.string(),
  delivery_site: z.string(),
  delivery_date: z.string().nullable(),
  notes: z.string(),
  title: z.string(),
  existing_work_order: z.number().int().nullable(),
  work_order_items: z.array(
    z.object({
      ...itemFrameFields,
      quantity: z.number().int(),
      item_price: moneySchema,
      manchary: z.boolean(),
      panel: z.string(),
      open_side: z.string(),
      doorsill: z.boolean(),
      divider: z.string(),
      arch_design: z.string(),
      check_design: z.string(),
      glass_partition: z.string(),
    }),
  ),
});
export type WorkOrderDraft = z.infer<typeof workOrderDraftSchema>;
