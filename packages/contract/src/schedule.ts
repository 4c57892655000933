import { z } from 'zod';
import { FILTER_YEAR_MAX, FILTER_YEAR_MIN } from './common/dates';
import { dayFilterSchema } from './common/date-schemas';
import { emptyToUndefined, optionalRecordIdInput } from './common/inputs';
import { listQuerySchema } from './common/list-query';
import { SUPPLY_STATUSES, WORK_STATUSES } from './order';

/**
 * Production scheduling, store supply and quality checks (docs/product/orders.md#approval-and-scheduling,
 * docs/product/orders.md#provide, docs/product/orders.md#quality-checks).
 */

export { SUPPLY_STATUSES, WORK_STATUSES };
export type SupplyStatus = (typeof SUPPLY_STATUSES)[number];
export type WorkStatus = (typeof WORK_STATUSES)[number];
export const QC_STATUSES = ['Approved', 'Defected'] as const;
const qcStatusSchema = z.enum(QC_STATUSES, { error: 'Please choose a QC status' });
export type QcStatus = z.infer<typeof qcStatusSchema>;

/** docs/product/screens-and-texts.md#badges: Provided green, Not Provided yellow; work status Pending yellow, Finished green. Canceled red. */
export const SUPPLY_STATUS_COLORS: Record<SupplyStatus, string> = { Provided: 'green', 'Not Provided': 'yellow', Canceled: 'red' };
export const WORK_STATUS_COLORS: Record<WorkStatus, string> = { Pending: 'yellow', Finished: 'green' };
export const QC_STATUS_COLORS: Record<QcStatus, string> = { Approved: 'green', Defected: 'red' };

/** The tabs of "All Store Supply"; History has no status filter. */
export const SUPPLY_TABS = [
  { value: 'not provided', label: 'Not Provided' },
  { value: 'provided', label: 'Provided' },
  { value: '', label: 'History' },
] as const;

export const SCHEDULE_TEXT = {
  supplyTitle: 'All Store Supply',
  supplySearch: 'Search.. Id or Supervisor',
  showRawMaterials: 'Show Raw Materials',
  provide: 'Provide',
  provided: 'Provided',
  alreadyProvided: 'This supply has already been provided',
  supplyCanceled: 'The order of this supply was canceled',
  supplyShipped: 'The order of this supply was already shipped',
  supplyDelivered: 'The order of this supply was already delivered',
  provideConfirm: 'Provide these raw materials? Their quantities leave the store now.',
  qcOrderCanceled: 'The order of this schedule item was canceled',
  qcNotProvided: 'The raw materials of this schedule item have not been provided yet',
  noFinished: 'No Finished Product yet!',
  testedProducts: 'Tested Products',
  addQc: 'Add QC Checked Product',
  scheduleItemRequired: 'Please enter the schedule item id',
  scheduleItemUnknown: 'No schedule item with this id',
  alreadyApproved: 'This schedule item has already been approved',
  qcCreated: 'Successfully Created Finished Product',
  badMonth: 'Calendar month must be written YYYY-MM or Month-YYYY, from 2000 to 2100',
} as const;

/** A schedule item auto_id: "2026-17". */
export const SCHEDULE_AUTO_ID_PATTERN = /^(\d{4})-(\d+)$/;

export function formatScheduleAutoId(year: number, n: number): string {
  return `${year}-${n}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Schedule items

export const scheduleItemSchema = z.object({
  id: z.number().int(),
  auto_id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  /** The product's name (the schedule panels show it); product_id is the record. */
  product: z.string(),
  product_id: z.number().int(),
  product_serial: z.string(),
  quantity: z.number().int(),
  /** Columns of work: quantity x the product's no_of_cols. */
  cols: z.number().int(),
  /** The supervisor's name; supervisor_id is the record. */
  supervisor: z.string(),
  supervisor_id: z.number().int(),
  order: z.number().int(),
  order_auto_id: z.number().int(),
  /** The store supply status of this item. */
  status: z.enum(SUPPLY_STATUSES),
  work_status: z.enum(WORK_STATUSES),
  finished_date: z.string().nullable(),
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

const optionalId = optionalRecordIdInput('Choose a valid supervisor');

export const scheduleItemListQuerySchema = listQuerySchema.extend({
  supervisor: optionalId,
  work_status: z.preprocess(emptyToUndefined, z.enum(WORK_STATUSES).optional()),
  /** YYYY-MM-DD: items with work booked in the seven days from it (a week of the capacity outlook). */
  week: dayFilterSchema('Week'),
});

/** GET /supervisor/calender-data/?date=2026-11 (or November-2026). */
export const calendarQuerySchema = z.object({
  date: z
    .string()
    .trim()
    .max(30, SCHEDULE_TEXT.badMonth)
    .refine((value) => value === '' || parseMonth(value) !== undefined, SCHEDULE_TEXT.badMonth)
    .optional(),
  supervisor: optionalId,
});

export const calendarEventSchema = z.object({
  id: z.number().int(),
  auto_id: z.string(),
  product: z.string(),
  product_serial: z.string(),
  /** The last day of the work (the item spans start_date..date). */
  date: z.string(),
  quantity: z.number().int(),
  start_date: z.string(),
  supervisor: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * "2026-11", "2026-11-05" or "November-2026" -> {year, month (1-12)}; undefined when unreadable, when the day is not
 * one of that month, or outside the years a filter may name (2000-2100, docs/decisions/026).
 */
export function parseMonth(text: string): { year: number; month: number } | undefined {
  const iso = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?$/.exec(text.trim());
  const named = /^([A-Za-z]+)[- ](\d{4})$/.exec(text.trim());
  let found: { year: number; month: number } | undefined;
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), iso[3] === undefined ? 1 : Number(iso[3])];
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (month >= 1 && month <= 12 && day >= 1 && day <= lastDay) found = { year, month };
  } else if (named) {
    const index = MONTHS.findIndex((m) => m === named[1]!.toLowerCase() || m.slice(0, 3) === named[1]!.toLowerCase());
    if (index >= 0) found = { year: Number(named[2]), month: index + 1 };
  }
  return found && found.year >= FILTER_YEAR_MIN && found.year <= FILTER_YEAR_MAX ? found : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Store supply

const supplyRawMaterialSchema = z.object({
  store_item: z.number().int(),
  name: z.string(),
  quantity: z.number(),
  unit_type: z.string(),
  /** What the store holds now, beside what this supply needs (the Raw Materials panel shows both). */
  stock: z.number(),
});

export const storeSupplySchema = z.object({
  id: z.number().int(),
  auto_id: z.string(),
  supervisor: z.string(),
  supervisor_id: z.number().int(),
  product: z.string(),
  product_id: z.number().int(),
  product_serial: z.string(),
  quantity: z.number().int(),
  order: z.number().int(),
  start_date: z.string(),
  status: z.enum(SUPPLY_STATUSES),
  work_status: z.enum(WORK_STATUSES),
  raw_materials: z.array(supplyRawMaterialSchema),
  provided_at: z.string().nullable(),
});
export type StoreSupply = z.infer<typeof storeSupplySchema>;

export const storeSupplyListQuerySchema = listQuerySchema.extend({
  status: z.preprocess((v) => {
    if (typeof v !== 'string') return undefined;
    const key = v.trim().toLowerCase().replace(/[_\s]+/g, ' ');
    if (key === 'provided') return 'Provided';
    if (key === 'not provided' || key === 'notprovided') return 'Not Provided';
    if (key === 'canceled' || key === 'cancelled') return 'Canceled';
    return key === '' || key === 'none' || key === 'all' ? undefined : v;
  }, z.enum(SUPPLY_STATUSES).optional()),
});

export const provideInputSchema = z.object({
  status: z.literal('Provided', { error: 'Status can only be set to Provided' }),
});

// ---------------------------------------------------------------------------------------------------------------
// Finished products (quality check)

export const finishedProductSchema = z.object({
  id: z.number().int(),
  supervisor_schedule_item_auto_id: z.string(),
  product: z.number().int(),
  product_name: z.string(),
  product_serial: z.string(),
  quantity: z.number().int(),
  supervisor: z.string(),
  supervisor_id: z.number().int(),
  qc_username: z.string(),
  qc_status: qcStatusSchema,
  note: z.string(),
  date_added: z.string(),
});
export type FinishedProduct = z.infer<typeof finishedProductSchema>;

const finishedProductInputSchema = z.object({
  supervisor_schedule_item_auto_id: z
    .string({ error: SCHEDULE_TEXT.scheduleItemRequired })
    .trim()
    .min(1, SCHEDULE_TEXT.scheduleItemRequired)
    .max(30),
  qc_status: qcStatusSchema,
  note: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(1000)),
});
export type FinishedProductInput = z.infer<typeof finishedProductInputSchema>;

/** The original client wrapped the object as {fproduct: {...}}; both shapes are accepted. */
export const finishedProductBodySchema = z.preprocess(
  (v) => (v && typeof v === 'object' && 'fproduct' in v ? (v as { fproduct: unknown }).fproduct : v),
  finishedProductInputSchema,
);

export const finishedProductListQuerySchema = listQuerySchema.extend({ supervisor: optionalId });

export const finishedProductLookupSchema = z.object({
  id: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: SCHEDULE_TEXT.scheduleItemRequired }).trim().min(1, SCHEDULE_TEXT.scheduleItemRequired).max(30),
  ),
});

/** The lookup answer: the schedule item, in the words of the QC form. */
export const finishedProductLookupResultSchema = scheduleItemSchema.extend({
  supervisor_schedule_item_auto_id: z.string(),
  product_name: z.string(),
  approved: z.boolean(),
  order_status: z.string(),
  /** Why no QC record can be made for this item now (canceled order, raw materials not provided), or null. */
  qc_refusal: z.string().nullable(),
});
export type FinishedProductLookup = z.infer<typeof finishedProductLookupResultSchema>;
