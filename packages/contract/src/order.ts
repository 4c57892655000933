import { z } from 'zod';
import { creditOverrideReasonSchema } from './credit-control';
import { dayFilterSchema, formDateSchema, monthFilterSchema } from './common/date-schemas';
import { emptyToUndefined, numberInput, optionalRecordIdInput, recordIdInput } from './common/inputs';
import { moneySchema } from './common/money';
import { listQuerySchema } from './common/list-query';
import { optionalStateCodeSchema } from './billing';
import { addonNameSchema } from './product';
import { shortageSchema } from './store';

/** Dealer orders (docs/product/orders.md#order-records, docs/product/money-and-ledgers.md#paise-and-rupees, docs/product/orders.md#statuses-and-moves). */

export const ORDER_STATUSES = ['Pending', 'Started', 'Approved', 'Shipped', 'Delivered', 'Canceled'] as const;
const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * The moves a person may make (docs/product/orders.md#statuses-and-moves, docs/product/guards.md#order-flow-guards): the spec's moves plus Cancel for Approved. Started is
 * reached only by the first Provide of a store supply, never chosen by hand; anything else is refused by the server.
 */
export const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Approved', 'Canceled'],
  Approved: ['Shipped', 'Canceled'],
  Started: ['Shipped'],
  Shipped: ['Delivered'],
  Delivered: [],
  Canceled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_MOVES[from].includes(to);
}

/** The tabs of /orders; `value` is what ?value= carries (Order History shows every status). */
export const ORDER_TABS = [
  { value: 'Pending', label: 'Pending Order', status: 'Pending' },
  { value: 'Started', label: 'Started Orders', status: 'Started' },
  { value: 'Approved', label: 'Approved Order', status: 'Approved' },
  { value: 'Shipped', label: 'Shipped Order', status: 'Shipped' },
  { value: 'Delivered', label: 'Delivered Orders', status: 'Delivered' },
  { value: 'History', label: 'Order History', status: undefined },
] as const satisfies ReadonlyArray<{ value: string; label: string; status: OrderStatus | undefined }>;

/** How far ahead an order's dates may lie (the schedule books capacity day by day from the start date). */
export const ORDER_MAX_DAYS_AHEAD = 730;

export const ORDER_TEXT = {
  created: 'Successfully Created Order',
  updated: 'Successfully Updated Order',
  statusUpdated: 'Order status updated',
  noStocks: 'No Stocks Available',
  dealerRequired: 'Please choose a dealer',
  productRequired: 'Please choose a product',
  quantityRequired: 'Please enter a quantity',
  quantityMin: 'Quantity must be at least 1',
  quantityMax: 'Quantity can be at most 10,000',
  noPrice: 'This product has no price yet',
  startedByProvide: 'An order is Started by providing its first store supply, not by hand',
  itemsRequired: 'Add at least one order item',
  dateBeforeToday: 'The date cannot be before today',
  endBeforeStart: 'The end date cannot be before the start date',
  dateTooFar: 'The date cannot be more than two years ahead',
  onlyPendingEdit: 'Only pending orders can be edited',
  onlyPendingDelete: 'Only pending orders can be deleted',
  noSupervisor: 'No active supervisor with capacity to schedule the work',
  openSide: 'Choose Left or Right for Open Side',
  needsPanel: 'needs Panel: add Panel first',
  unknownProduct: 'This product does not exist',
  unknownDealer: 'This dealer does not exist',
  priceTooLarge: 'The price of this product is too large to order: check its raw materials and costs',
  orderTotal: 'The order total',
  materialOf: 'The raw material needed of',
} as const;

/** Shipping needs every schedule item Finished (QC Approved); the refusal names the ones that are not. */
export function unfinishedItemsMessage(autoIds: readonly string[]): string {
  const many = autoIds.length > 1;
  return `Cannot ship yet: schedule item${many ? 's' : ''} ${autoIds.join(', ')} ${many ? 'are' : 'is'} not Finished (QC Approved)`;
}

export function moveRefusedMessage(from: OrderStatus, to: OrderStatus): string {
  if (to === 'Started') return ORDER_TEXT.startedByProvide;
  const allowed = ORDER_MOVES[from];
  return allowed.length
    ? `Cannot change the status of a ${from} order to ${to}; allowed: ${allowed.join(', ')}`
    : `Cannot change the status of a ${from} order`;
}

// ---------------------------------------------------------------------------------------------------------------
// Addons (docs/product/catalogue-and-store.md#addons, Addon flow)

/** The addon list and the picker rules have one source: the catalogue contract (product.ts, ADDONS, allowedAddons). */
const OPEN_SIDES = ['Left', 'Right'] as const;
const DEFAULT_ADDON_QUANTITY = 1;
/** The most of one product an order item may carry (docs/product/guards.md#order-input-guards). */
const MAX_ORDER_QUANTITY = 10_000;

/** "left", " RIGHT " -> "Left", "Right"; anything else stays as it was (and is refused). */
function normalizeOpenSide(value: string): string {
  return OPEN_SIDES.find((side) => side.toLowerCase() === value.trim().toLowerCase()) ?? value;
}

/** Addons that need Panel on the same item (only Manchary and Panel are offered before it, docs/product/catalogue-and-store.md#addons). */
function addonsWithoutPanel(names: readonly string[]): string[] {
  if (names.includes('Panel')) return [];
  return names.filter((name) => !['Material', 'Manchary', 'Panel'].includes(name));
}

const wholeNumber = (requiredMessage: string, min: number, minMessage: string) =>
  numberInput(
    z.number({ error: requiredMessage }).int('Enter a whole number').min(min, minMessage).max(MAX_ORDER_QUANTITY, ORDER_TEXT.quantityMax),
  );

const optionalText = (max: number) =>
  z.preprocess(emptyToUndefined, z.string().trim().max(max, `At most ${max} characters`).optional());

/** Years 2000-2100 like every form date, the message naming the field; then not before today, at most two years ahead. */
const optionalDate = (label: string) => z.preprocess(emptyToUndefined, formDateSchema(label).optional());

const orderItemAddonInputSchema = z
  .object({
    addon_name: addonNameSchema,
    // Open Side is stored as Left or Right whatever case it came in (docs/product/catalogue-and-store.md#addons writes "left or right").
    description: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(200)),
    quantity: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? DEFAULT_ADDON_QUANTITY : v),
      wholeNumber(ORDER_TEXT.quantityRequired, 1, ORDER_TEXT.quantityMin),
    ),
  })
  .transform((addon) => (addon.addon_name === 'Open Side' ? { ...addon, description: normalizeOpenSide(addon.description) } : addon))
  .superRefine((addon, ctx) => {
    if (addon.addon_name === 'Open Side' && !(OPEN_SIDES as readonly string[]).includes(addon.description)) {
      ctx.addIssue({ code: 'custom', path: ['description'], message: ORDER_TEXT.openSide });
    }
  });

const orderItemInputSchema = z
  .object({
    product: recordIdInput(ORDER_TEXT.productRequired),
    quantity: wholeNumber(ORDER_TEXT.quantityRequired, 1, ORDER_TEXT.quantityMin),
    material: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(100)),
    orderitemaddon: z.array(orderItemAddonInputSchema).max(30).optional().default([]),
  })
  // The full addon list needs Panel (docs/product/catalogue-and-store.md#addons): the picker offers it that way, the server holds it too.
  .superRefine((item, ctx) => {
    for (const name of addonsWithoutPanel(item.orderitemaddon.map((a) => a.addon_name))) {
      ctx.addIssue({ code: 'custom', path: ['orderitemaddon'], message: `${name} ${ORDER_TEXT.needsPanel}` });
    }
  });
export type OrderItemInput = z.infer<typeof orderItemInputSchema>;

const orderFields = {
  /** Ignored for a dealer: its own id comes from its token. */
  dealer: optionalRecordIdInput(ORDER_TEXT.dealerRequired),
  customer_name: optionalText(150),
  delivery_site: optionalText(300),
  /**
   * The state the goods go to (IGST Act s.10(1)(a)): the invoice's place of supply unless third_party_delivery; empty:
   * the dealer's own state (docs/decisions/031, "Place of supply").
   */
  delivery_state_code: optionalStateCodeSchema,
  /** The dealer directs delivery to a third party (s.10(1)(b)): the place of supply is the dealer's state. */
  third_party_delivery: z.boolean({ error: 'Choose yes or no' }).optional(),
  note: optionalText(2000),
  start_date: optionalDate('Start date'),
  end_date: optionalDate('End date'),
};

export const orderInputSchema = z.object({
  ...orderFields,
  orderitem: z.array(orderItemInputSchema, { error: ORDER_TEXT.itemsRequired }).min(1, ORDER_TEXT.itemsRequired).max(200),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

/** PUT: the whole order (dealer and items, the Update Order page) or only the pending edit fields. */
const orderUpdateSchema = z.object({
  ...orderFields,
  orderitem: z.array(orderItemInputSchema).min(1, ORDER_TEXT.itemsRequired).max(200).optional(),
});
export type OrderUpdateInput = z.infer<typeof orderUpdateSchema>;

/**
 * PATCH and PUT: a status change ({status, start_date?}) or an edit of a pending order's fields (PUT also its dealer
 * and items). The 2022 client changes a status by PUT (docs/product/client-2022-names.md#orders), so PUT with a status is the same status
 * change as PATCH, refused to a dealer with 403 (issue 40 point 7).
 */
export const orderPatchSchema = orderUpdateSchema.extend({
  status: z.preprocess(emptyToUndefined, orderStatusSchema.optional()),
  /**
   * Issue 31 credit control: an admin approves an order the credit check refuses by giving the reason, which the
   * audit log keeps. Ignored for other moves; refused from anyone but an admin.
   */
  credit_override_reason: creditOverrideReasonSchema,
});
export type OrderPatchInput = z.infer<typeof orderPatchSchema>;

export const orderItemQuantitySchema = z.object({
  quantity: wholeNumber(ORDER_TEXT.quantityRequired, 1, ORDER_TEXT.quantityMin),
  /**
   * The quantity the edit form was opened with (docs/product/guards.md#stale-writes): when someone changed the item meanwhile the
   * answer is 409 with `current: {quantity}` and nothing changes. Optional for other callers.
   */
  expected_quantity: z.preprocess(emptyToUndefined, wholeNumber(ORDER_TEXT.quantityRequired, 1, ORDER_TEXT.quantityMin).optional()),
});

export const orderListQuerySchema = listQuerySchema.extend({
  status: z.preprocess(
    (v) => {
      if (typeof v !== 'string' || v.trim() === '') return undefined;
      const match = ORDER_STATUSES.find((s) => s.toLowerCase() === v.trim().toLowerCase());
      return match ?? v;
    },
    orderStatusSchema.optional(),
  ),
  dealer: optionalRecordIdInput(ORDER_TEXT.unknownDealer),
  /** YYYY-MM: orders delivered in that month (business time zone), e.g. a bar of the revenue chart. */
  delivered: monthFilterSchema('Delivered month'),
  /** YYYY-MM-DD: orders a supervisor works on that day (the dashboard's chartered orders of today). */
  scheduled: dayFilterSchema('Worked on day'),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Answers

const orderItemAddonSchema = z.object({
  id: z.number().int(),
  addon_name: z.string(),
  description: z.string(),
  quantity: z.number().int(),
});

const productDetailsSchema = z.object({
  channel_size: z.string().nullable(),
  guage: z.string().nullable(),
  perticular: z.string().nullable(),
  no_of_cols: z.number().int(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});

export const WORK_STATUSES = ['Pending', 'Finished'] as const;
/** A supply of a canceled order leaves Not Provided for Canceled (docs/product/guards.md#order-flow-guards); it can never be provided. */
export const SUPPLY_STATUSES = ['Not Provided', 'Provided', 'Canceled'] as const;

/** Per order item, the production it became (docs/product/orders.md#approval-and-scheduling). */
const orderScheduleItemSchema = z.object({
  id: z.number().int(),
  auto_id: z.string(),
  supervisor: z.string(),
  supervisor_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  quantity: z.number().int(),
  status: z.enum(SUPPLY_STATUSES),
  work_status: z.enum(WORK_STATUSES),
});

const orderItemSchema = z.object({
  id: z.number().int(),
  product: z.number().int(),
  productName: z.string(),
  /** The product's serial number: shown beside the name, since two products may share a composed name. */
  serial_number: z.string(),
  quantity: z.number().int(),
  material: z.string(),
  unit_price: moneySchema,
  /** Hidden from dealers (docs/product/roles-and-permissions.md#per-role-rules). */
  unit_cost: moneySchema.optional(),
  total_price: moneySchema,
  // The 2022 client's names (docs/product/client-2022-names.md#orders): productName, the unit price it calls cost (what the dealer pays,
  // never our cost, whoever asks) and total_price.
  product_name: z.string(),
  cost: moneySchema,
  sub_total: moneySchema,
  product_details: productDetailsSchema,
  orderitemaddon: z.array(orderItemAddonSchema),
  schedule_items: z.array(orderScheduleItemSchema),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const orderHead = {
  id: z.number().int(),
  auto_id: z.number().int(),
  dealer: z.number().int(),
  dealer_name: z.string(),
  dealer_phone: z.string(),
  status: orderStatusSchema,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  date_added: z.string(),
  customer_name: z.string(),
  delivery_site: z.string(),
  delivery_state_code: z.string().nullable(),
  third_party_delivery: z.boolean(),
  note: z.string(),
  bill_amount: moneySchema,
  total_amount: moneySchema,
};

export const orderRowSchema = z.object(orderHead);
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderSchema = z.object({ ...orderHead, orderitem: z.array(orderItemSchema) });
export type Order = z.infer<typeof orderSchema>;

/** A dealer's order counts, for the dealer page (docs/product/people-and-accounts.md#people-records: total orders, pending orders). */
export type DealerOrderCounts = { total_orders: number; pending_orders: number };

// ---------------------------------------------------------------------------------------------------------------
// Promise date (issue 16 point 1, docs/decisions/017-planning.md)

/** Days to wait for raw materials the store does not hold (MATERIALS_LEAD_DAYS on the server). */
export const DEFAULT_MATERIALS_LEAD_DAYS = 7;

export const PROMISE_TEXT = {
  earliest: 'Earliest delivery:',
  byCapacity: 'Limited by supervisor capacity',
  byMaterials: 'Limited by materials: short of',
  /** What a promise shortage's `available` is: the stock less what approved orders' supplies still need. */
  leftAfterApproved: 'left after approved orders',
  /** The order form's check when create would refuse: no date is promised for such an order. */
  willBeRefused: 'Create Order will be refused: the store cannot cover these raw materials now',
} as const;

/**
 * POST /order/promise/ answers, for the items of an order being built, when approval would schedule them now:
 * the first start and the last finish, and what limits them (the supervisors' free columns, or materials the free
 * stock lacks, which add the lead time). Its `shortages[].available` is the stock left after approved orders (their
 * supplies not yet provided come first), not the stock create checks against. An order create would refuse gets no
 * promise: the answer is create's own 400 "No Stocks Available" with create's figures.
 */
export const orderPromiseSchema = z.object({
  earliest_start: z.string(),
  earliest_finish: z.string(),
  limited_by: z.enum(['capacity', 'materials']),
  shortages: z.array(z.object({ store_item: z.number().int(), name: z.string(), needed: z.number(), available: z.number() })),
  lead_days: z.number().int(),
});
export type OrderPromise = z.infer<typeof orderPromiseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The order form's check (issue 40 points 6 and 9, docs/decisions/039-one-stock-check-and-bounded-inputs.md)

export const ORDER_AMOUNT_TEXT = {
  title: 'Order total incl. GST (estimate)',
  note: 'The tax invoice is made when the order ships, at the prices and tax rates of that day.',
  noDealer: 'Choose a dealer to see the total with GST.',
} as const;

/**
 * The order's total as its tax invoice would be made now: the bill (quantity x today's price, what create stores),
 * GST per item at its product type's rate, CGST + SGST or IGST by the dealer's state, rounded to the rupee. Computed
 * by the invoice's own function (invoice.ts, invoiceAmounts); null without a dealer (staff have not chosen one).
 */
const orderAmountSchema = z.object({
  taxable_value: moneySchema,
  cgst: moneySchema,
  sgst: moneySchema,
  igst: moneySchema,
  round_off: moneySchema,
  total: moneySchema,
  tax_split: z.enum(['intra', 'inter']),
  /** The GST rates of the items ("18.00"), each once. */
  gst_rates: z.array(z.string()),
});
export type OrderAmount = z.infer<typeof orderAmountSchema>;

/**
 * POST /order/check/ (the roles that create orders, the body of create, nothing saved): what Create Order would
 * answer now, by the same functions. `shortages` are create's "No Stocks Available" figures (current stock against
 * this order's needs, docs/product/orders.md#stock-check), empty when create would accept; `promise` is the earliest delivery,
 * null while create would refuse; `amount` the total with GST. Bad input answers 400 as create does.
 */
export const orderCheckSchema = z.object({
  shortages: z.array(shortageSchema),
  promise: orderPromiseSchema.nullable(),
  amount: orderAmountSchema.nullable(),
});
export type OrderCheck = z.infer<typeof orderCheckSchema>;
