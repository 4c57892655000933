import { z } from 'zod';
import { dayRangeInOrder, rangeOrderMessage } from './common/dates';
import { dayFilterSchema, isoDateSchema } from './common/date-schemas';
import { emptyToUndefined, optionalRecordIdInput, recordIdInput } from './common/inputs';
import { listQuerySchema } from './common/list-query';
import { productionWorkSummarySchema } from './workorder';
import { PRODUCTION_TEXT } from './production-text';

/** Production items and their works (docs/product/work-orders-and-production.md#production-items). */

export const PRODUCTION_STATUSES = ['Pending', 'In Progress', 'Completed'] as const;
const productionStatusSchema = z.enum(PRODUCTION_STATUSES, { error: 'Choose a status' });
export type ProductionStatus = z.infer<typeof productionStatusSchema>;

/** Work types in the order a unit goes through them; completing the last one completes the unit. */
export const WORK_TYPES = ['Cutting', 'Bending', 'Welding', 'Grinding', 'Fitting', 'Painting', 'Packing'] as const;
const workTypeSchema = z.enum(WORK_TYPES, { error: 'Choose a work' });
export type WorkType = z.infer<typeof workTypeSchema>;
export const LAST_WORK_TYPE: WorkType = WORK_TYPES[WORK_TYPES.length - 1]!;

/** The work type after `type` (null after the last). */
export function workTypeAfter(type: string): WorkType | null {
  const index = WORK_TYPES.indexOf(type as WorkType);
  return index >= 0 && index < WORK_TYPES.length - 1 ? WORK_TYPES[index + 1]! : null;
}

/** The moves of a work's status: start, complete (also straight from Pending); Completed is final. */
export const WORK_MOVES: Record<ProductionStatus, readonly ProductionStatus[]> = {
  Pending: ['In Progress', 'Completed'],
  'In Progress': ['Completed'],
  Completed: [],
};

/** The tabs of /production-items: one per status, titles in upper case (docs/product/work-orders-and-production.md#production-statuses). */
export const PRODUCTION_TABS = PRODUCTION_STATUSES.map((status) => ({ status, title: status.toUpperCase() }));

// ---------------------------------------------------------------------------------------------------------------
// Inputs

const optionalDate = z.preprocess(emptyToUndefined, isoDateSchema.optional());
const note = z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(1000, 'At most 1000 characters').optional());
const statusInput = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const key = v.trim().toLowerCase().replace(/[_\s]+/g, ' ');
  return PRODUCTION_STATUSES.find((s) => s.toLowerCase() === key) ?? v;
}, productionStatusSchema);
const flag = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean());

/** The Assign dialog (docs/product/work-orders-and-production.md#works-and-assignment): one work per selected production item. */
export const assignWorkInputSchema = z
  .object({
    work_type: workTypeSchema,
    worker: recordIdInput(PRODUCTION_TEXT.workerRequired),
    expected_date: optionalDate,
    finished_date: optionalDate,
    note: note.default(''),
    status: statusInput.optional().default('Pending'),
    production_items: z
      .array(recordIdInput(PRODUCTION_TEXT.itemUnknown), { error: PRODUCTION_TEXT.itemsRequired })
      .min(1, PRODUCTION_TEXT.itemsRequired)
      .max(200, 'At most 200 items at once')
      .optional(),
    /** One item (the single-row Assign); `production_items` wins when both are sent. */
    production_item: z.preprocess(emptyToUndefined, recordIdInput(PRODUCTION_TEXT.itemUnknown).optional()),
  })
  .superRefine((v, ctx) => {
    if (!v.production_items?.length && v.production_item === undefined) {
      ctx.addIssue({ code: 'custom', path: ['production_items'], message: PRODUCTION_TEXT.itemsRequired });
    }
  });
export type AssignWorkInput = z.infer<typeof assignWorkInputSchema>;

/**
 * PUT/PATCH of a work. The worker itself sends status, finished_date and note (the Update work item status form, Start,
 * Complete, Defective); admin and productionmanager may also change the worker, work type and expected date.
 * `defective: true` completes the work as Defective and needs `defect_reason`.
 */
export const workUpdateInputSchema = z
  .object({
    status: statusInput.optional(),
    /** The spec's status form sends the status under this name too. */
    current_work_status: statusInput.optional(),
    finished_date: optionalDate,
    note,
    defective: flag.optional(),
    defect_reason: z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(500, 'At most 500 characters').optional()),
    worker: z.preprocess(emptyToUndefined, recordIdInput(PRODUCTION_TEXT.workerUnknown).optional()),
    work_type: z.preprocess(emptyToUndefined, workTypeSchema.optional()),
    expected_date: z.preprocess((v) => (v === '' ? null : v), isoDateSchema.nullable().optional()),
  })
  .superRefine((v, ctx) => {
    if (v.defective && !v.defect_reason) ctx.addIssue({ code: 'custom', path: ['defect_reason'], message: PRODUCTION_TEXT.reasonRequired });
  });
export type WorkUpdateInput = z.infer<typeof workUpdateInputSchema>;

export const productionItemUpdateSchema = z.object({ note: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(1000)) });

const statusFilter = z.preprocess((v) => {
  if (typeof v !== 'string' || v.trim() === '' || v.trim().toLowerCase() === 'all') return undefined;
  const key = v.trim().toLowerCase().replace(/[_\s]+/g, ' ');
  return PRODUCTION_STATUSES.find((s) => s.toLowerCase() === key) ?? v;
}, productionStatusSchema.optional());
const idFilter = optionalRecordIdInput();

export const productionItemListQuerySchema = listQuerySchema.extend({
  status: statusFilter,
  work_order: idFilter,
  /** Exactly this sr_no (the Scan screen's typed code). */
  sr_no: z.preprocess(emptyToUndefined, z.string().trim().max(60).optional()),
});
export type ProductionItemListQuery = z.infer<typeof productionItemListQuerySchema>;

export const workListQuerySchema = listQuerySchema.extend({
  status: statusFilter,
  worker: idFilter,
  production_item: idFilter,
});
export type WorkListQuery = z.infer<typeof workListQuerySchema>;

export const myWorksQuerySchema = listQuerySchema.extend({
  /** `open` (default): Pending and In Progress; `done`: completed today. */
  state: z.preprocess((v) => (v === 'done' ? 'done' : 'open'), z.enum(['open', 'done'])).optional().default('open'),
});

export const defectsQuerySchema = z
  .object({ from: dayFilterSchema('From date'), to: dayFilterSchema('To date') })
  .refine((q) => dayRangeInOrder(q.from, q.to), { message: rangeOrderMessage('From date', 'To date'), path: ['to'] });

// ---------------------------------------------------------------------------------------------------------------
// Answers

export const productionChoicesSchema = z.object({
  work_types: z.array(z.string()),
  production_status: z.array(z.string()),
});

export const productionWorkSchema = productionWorkSummarySchema.extend({
  production_item: z.number().int(),
  production_item_sr_no: z.string(),
  work_order: z.number().int(),
  work_order_auto_id: z.number().int(),
  /** A completed work whose unit waits for its next work: the row offers Assign. */
  can_assign_next: z.boolean(),
  /** The work type the next Assign suggests (the same type after a defect). */
  next_work_type: z.string().nullable(),
  created_at: z.string(),
  /** The device's tap time of the last status change as it sent it (docs/decisions/033); null when none was sent. */
  tapped_at: z.string().nullable(),
  /** The device clock was too far off at that change: started_at/finished_at are the server's receive time. */
  clock_differs: z.boolean(),
});
export type ProductionWork = z.infer<typeof productionWorkSchema>;

/** What the unit is: product type and size of its work order item, for lists and labels. */
export const productionItemSchema = z.object({
  id: z.number().int(),
  sr_no: z.string(),
  status: productionStatusSchema,
  current_work: z.string().nullable(),
  current_work_status: z.string().nullable(),
  /** The open work (Pending or In Progress), which Start and Complete act on. */
  current_work_id: z.number().int().nullable(),
  current_worker: z.number().int().nullable(),
  current_worker_name: z.string().nullable(),
  finished_date: z.string().nullable(),
  note: z.string(),
  next_work_type: z.string().nullable(),
  defects: z.number().int(),
  work_order: z.number().int(),
  work_order_auto_id: z.number().int(),
  work_order_item: z.number().int(),
  description: z.string(),
  customer_name: z.string(),
});
export type ProductionItem = z.infer<typeof productionItemSchema>;

export const productionItemDetailSchema = productionItemSchema.extend({
  production_item_works: z.array(productionWorkSummarySchema),
});
export type ProductionItemDetail = z.infer<typeof productionItemDetailSchema>;

export const defectsSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  by_work_type: z.array(z.object({ work_type: z.string(), defects: z.number().int(), works: z.number().int() })),
  by_worker: z.array(z.object({ worker: z.number().int(), worker_name: z.string(), defects: z.number().int(), works: z.number().int() })),
});
export type DefectsSummary = z.infer<typeof defectsSummarySchema>;

/** Minutes between start and finish (null until both are known). */
export function durationMinutes(startedAt: string | Date | null, finishedAt: string | Date | null): number | null {
  if (!startedAt || !finishedAt) return null;
  const ms = new Date(finishedAt).getTime() - new Date(startedAt).getTime();
  return Number.isFinite(ms) ? Math.max(0, Math.round(ms / 60_000)) : null;
}
