import { z } from 'zod';
import { creditOverrideReasonSchema } from './dealer-account';
import { dayFilterSchema, isoDateSchema, monthFilterSchema } from './common/date-schemas';
import { emptyToUndefined, numberInput, optionalRecordIdInput, recordIdInput } from './common/inputs';
import { moneySchema } from './common/money';
import { listQuerySchema } from './common/list-query';
import { addonNameSchema } from './product';

/** Dealer orders (spec 2 sections 2-8, DECISIONS.md sections 4 and 5). */

export const ORDER_STATUSES = ['Pending', 'Started', 'Approved', 'Shipped', 'Delivered', 'Canceled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * The moves a person may make (DECISIONS.md sections 5 and 11): the spec's moves plus Cancel for Approved. Started is
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

/** Spec 2 section 4 badge colours, in the spec's words (the shell's StatusBadge maps them to Mantine colours). */
export type BadgeTone = 'info' | 'success' | 'danger' | 'warning';
export const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  Pending: 'info',
  Approved: 'success',
  Canceled: 'danger',
  Started: 'warning',
  Shipped: 'success',
  Delivered: 'success',
};
/** Mantine colours of the tones. */
export const TONE_COLORS: Record<BadgeTone, string> = { info: 'cyan', success: 'green', danger: 'red', warning: 'yellow' };

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
// Addons (spec 2 section 4, Addon flow)

/** The addon list and the picker rules have one source: the catalogue contract (product.ts, ADDONS, allowedAddons). */
export const OPEN_SIDES = ['Left', 'Right'] as const;
export const DEFAULT_ADDON_QUANTITY = 1;
/** The most of one product an order item may carry (DECISIONS.md section 11). */
export const MAX_ORDER_QUANTITY = 10_000;

/** "left", " RIGHT " -> "Left", "Right"; anything else stays as it was (and is refused). */
export function normalizeOpenSide(value: string): string {
  return OPEN_SIDES.find((side) => side.toLowerCase() === value.trim().toLowerCase()) ?? value;
}

/** Addons that need Panel on the same item (only Manchary and Panel are offered before it, spec 2 section 4). */
export function addonsWithoutPanel(names: readonly string[]): string[] {
  if (names.includes('Panel')) return [];
  return names.filter((name) => !['Material', 'Manchary', 'Panel'].includes(name));
}

/** "Add to Orders" always appends a Material addon of quantity 1 (its description is the item's material). */
export function withMaterialAddon<T extends { addon_name: string; description: string; quantity: number }>(
  addons: readonly T[],
  material: string,
): Array<T | { addon_name: 'Material'; description: string; quantity: number }> {
  if (addons.some((a) => a.addon_name === 'Material')) return [...addons];
  return [...addons, { addon_name: 'Material', description: material, quantity: DEFAULT_ADDON_QUANTITY }];
}

const wholeNumber = (requiredMessage: string, min: number, minMessage: string) =>
  numberInput(
    z.number({ error: requiredMessage }).int('Enter a whole number').min(min, minMessage).max(MAX_ORDER_QUANTITY, ORDER_TEXT.quantityMax),
  );

const optionalText = (max: number) =>
  z.preprocess(emptyToUndefined, z.string().trim().max(max, `At most ${max} characters`).optional());

const optionalDate = z.preprocess(emptyToUndefined, isoDateSchema.optional());

export const orderItemAddonInputSchema = z
  .object({
    addon_name: addonNameSchema,
    // Open Side is stored as Left or Right whatever case it came in (spec 2 section 3 writes "left or right").
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
export type OrderItemAddonInput = z.infer<typeof orderItemAddonInputSchema>;

export const orderItemInputSchema = z
  .object({
    product: recordIdInput(ORDER_TEXT.productRequired),
    quantity: wholeNumber(ORDER_TEXT.quantityRequired, 1, ORDER_TEXT.quantityMin),
    material: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(100)),
    orderitemaddon: z.array(orderItemAddonInputSchema).max(30).optional().default([]),
  })
  // The full addon list needs Panel (spec 2 section 4): the picker offers it that way, the server holds it too.
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
  note: optionalText(2000),
  start_date: optionalDate,
  end_date: optionalDate,
};

export const orderInputSchema = z.object({
  ...orderFields,
  orderitem: z.array(orderItemInputSchema, { error: ORDER_TEXT.itemsRequired }).min(1, ORDER_TEXT.itemsRequired).max(200),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

/** PUT: the whole order (dealer and items, the Update Order page) or only the pending edit fields. */
export const orderUpdateSchema = z.object({
  ...orderFields,
  orderitem: z.array(orderItemInputSchema).min(1, ORDER_TEXT.itemsRequired).max(200).optional(),
});
export type OrderUpdateInput = z.infer<typeof orderUpdateSchema>;

/** PATCH: a status change ({status, start_date?}) or an edit of a pending order's fields. */
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
   * The quantity the edit form was opened with (DECISIONS.md section 11): when someone changed the item meanwhile the
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

export const orderItemAddonSchema = z.object({
  id: z.number().int(),
  addon_name: z.string(),
  description: z.string(),
  quantity: z.number().int(),
});

export const productDetailsSchema = z.object({
  channel_size: z.string().nullable(),
  guage: z.string().nullable(),
  perticular: z.string().nullable(),
  no_of_cols: z.number().int(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});

export const WORK_STATUSES = ['Pending', 'Finished'] as const;
/** A supply of a canceled order leaves Not Provided for Canceled (DECISIONS.md section 11); it can never be provided. */
export const SUPPLY_STATUSES = ['Not Provided', 'Provided', 'Canceled'] as const;

/** Per order item, the production it became (DECISIONS.md section 5). */
export const orderScheduleItemSchema = z.object({
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

export const orderItemSchema = z.object({
  id: z.number().int(),
  product: z.number().int(),
  productName: z.string(),
  /** The product's serial number: shown beside the name, since two products may share a composed name. */
  serial_number: z.string(),
  quantity: z.number().int(),
  material: z.string(),
  unit_price: moneySchema,
  /** Hidden from dealers (DECISIONS.md section 3). */
  unit_cost: moneySchema.optional(),
  total_price: moneySchema,
  // The 2022 client's names (DECISIONS.md section 1): productName, the unit price it calls cost (what the dealer pays,
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
  note: z.string(),
  bill_amount: moneySchema,
  total_amount: moneySchema,
};

export const orderRowSchema = z.object(orderHead);
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderSchema = z.object({ ...orderHead, orderitem: z.array(orderItemSchema) });
export type Order = z.infer<typeof orderSchema>;

/** A dealer's order counts, for the dealer page (spec 1: total orders, pending orders). */
export const dealerOrderCountsSchema = z.object({ total_orders: z.number().int(), pending_orders: z.number().int() });
export type DealerOrderCounts = z.infer<typeof dealerOrderCountsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Promise date (issue 16 point 1, docs/decisions/017-planning.md)

/** Days to wait for raw materials the store does not hold (MATERIALS_LEAD_DAYS on the server). */
export const DEFAULT_MATERIALS_LEAD_DAYS = 7;

export const PROMISE_TEXT = {
  earliest: 'Earliest delivery:',
  byCapacity: 'Limited by supervisor capacity',
  byMaterials: 'Limited by materials: short of',
} as const;

/**
 * POST /order/promise/ answers, for the items of an order being built, when approval would schedule them now:
 * the first start and the last finish, and what limits them (the supervisors' free columns, or materials the free
 * stock lacks, which add the lead time).
 */
export const orderPromiseSchema = z.object({
  earliest_start: z.string(),
  earliest_finish: z.string(),
  limited_by: z.enum(['capacity', 'materials']),
  shortages: z.array(z.object({ store_item: z.number().int(), name: z.string(), needed: z.number(), available: z.number() })),
  lead_days: z.number().int(),
});
export type OrderPromise = z.infer<typeof orderPromiseSchema>;
