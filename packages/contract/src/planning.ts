// Planning (issue 16, docs/decisions/017-planning.md): which open supplies the store can provide now, in the order
// they are needed, and what to buy for the orders waiting.
import { z } from 'zod';
import { listQuerySchema } from './common/list-query';
import { moneySchema } from './common/money';
import { purchaseSectionSchema } from './cut-need';

export const PLANNING_TEXT = {
  readinessTitle: 'Ready to Provide',
  purchaseTitle: 'Purchase List',
  provideAllReady: 'Provide All Ready',
  noOpenSupplies: 'No supplies wait for raw materials',
  noShortages: 'Nothing to buy: the store covers every open order',
} as const;

export const READINESS_STATES = ['Ready', 'Blocked'] as const;
export type ReadinessState = (typeof READINESS_STATES)[number];

/** One raw material a Blocked supply lacks: what it needs, what is left for it after earlier supplies, the gap. */
const supplyShortageSchema = z.object({
  store_item: z.number().int(),
  name: z.string(),
  unit_type: z.string(),
  needed: z.number(),
  available: z.number(),
  missing: z.number(),
});

/** An open (Not Provided) supply as the allocation in start-date order judges it. */
export const readinessRowSchema = z.object({
  id: z.number().int(),
  auto_id: z.string(),
  order: z.number().int(),
  supervisor: z.string(),
  product: z.string(),
  quantity: z.number().int(),
  start_date: z.string(),
  /** Its place in the queue (1 = provided first). */
  priority: z.number().int(),
  state: z.enum(READINESS_STATES),
  shortages: z.array(supplyShortageSchema),
});
export type ReadinessRow = z.infer<typeof readinessRowSchema>;

export const readinessQuerySchema = listQuerySchema.extend({
  state: z.preprocess((v) => {
    if (typeof v !== 'string' || v.trim() === '' || v.trim().toLowerCase() === 'all') return undefined;
    return READINESS_STATES.find((s) => s.toLowerCase() === v.trim().toLowerCase()) ?? v;
  }, z.enum(READINESS_STATES).optional()),
});
export type ReadinessQuery = z.infer<typeof readinessQuerySchema>;

/** At most this many supplies are provided by one Provide All Ready; the answer says how many Ready ones remain. */
export const PROVIDE_ALL_LIMIT = 200;

export const provideAllAnswerSchema = z.object({
  provided: z.array(z.object({ id: z.number().int(), auto_id: z.string() })),
  /** The supply where it stopped (stock moved since the list was read), with the reason; null when none failed. */
  stopped: z.object({ id: z.number().int(), auto_id: z.string(), message: z.string() }).nullable(),
  /** Ready supplies left for another run (above PROVIDE_ALL_LIMIT). */
  remaining_ready: z.number().int(),
});
export type ProvideAllAnswer = z.infer<typeof provideAllAnswerSchema>;

const PURCHASE_SORTS = ['shortage', '-shortage', 'name', '-name', 'cost', '-cost'] as const;

/** A store item the open orders need more of than the store holds. */
export const purchaseRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unit_type: z.string(),
  needed: z.number(),
  stock: z.number(),
  shortage: z.number(),
  /** shortage x the store item's price. */
  estimated_cost: moneySchema,
  order_count: z.number().int(),
  /** The orders waiting on it, oldest first (the first PURCHASE_ORDERS_SHOWN; `order_count` says how many in all). */
  orders: z.array(z.object({ id: z.number().int(), auto_id: z.number().int() })),
  /** A section (issue 32): bought in whole stock lengths after the offcuts on hand; null for a plain item. */
  section: purchaseSectionSchema.nullable(),
  /** Issue 45: what approved purchase orders still bring (bars for a section) and the first expected date of them. */
  on_order: z.number(),
  on_order_due: z.string().nullable(),
});
export type PurchaseRow = z.infer<typeof purchaseRowSchema>;
export const PURCHASE_ORDERS_SHOWN = 20;

export const purchaseQuerySchema = listQuerySchema.extend({
  sort: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined), z.enum(PURCHASE_SORTS).optional()),
});
export type PurchaseQuery = z.infer<typeof purchaseQuerySchema>;

/** Weeks the capacity outlook looks ahead, from today. */
export const OUTLOOK_WEEKS = 8;

/**
 * GET /planning/capacity-outlook/: columns booked per supervisor per week for the next OUTLOOK_WEEKS weeks (week 1 is
 * today and the six days after it) against what each can build in a week (cols per day x 7: work is booked on every
 * day, as approval books it).
 */
export const capacityOutlookSchema = z.object({
  weeks: z.array(z.object({ start: z.string(), end: z.string() })),
  supervisors: z.array(
    z.object({ id: z.number().int(), name: z.string(), capacity_per_week: z.number().int(), booked: z.array(z.number().int()) }),
  ),
});
export type CapacityOutlook = z.infer<typeof capacityOutlookSchema>;
