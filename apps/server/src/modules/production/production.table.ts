import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId, updatedAt } from '../../db/columns';
import { PRODUCTION_STATUSES } from '@steelworks/contract/production';
import { accounts } from '../../db/accounts.table';
import { workOrderItems, workOrders } from '../workorder/workorder.table';

export const productionStatusEnum = pgEnum('production_status', PRODUCTION_STATUSES);

/**
 * One unit of a work order item (docs/product/work-orders-and-production.md#production-statuses). Its status and current work are kept on the row, written in
 * the same transaction as the work that moves them, so lists read one table.
 */
export const productionItems = pgTable(
  'production_items',
  {
    id: serialId(),
    /** `<work order auto_id>-<item sr_no>-<k>`: what is printed, scanned and typed. */
    srNo: varchar('sr_no', { length: 60 }).notNull(),
    workOrderId: requiredRef('work_order_id', () => workOrders.id, { onDelete: 'cascade' }),
    workOrderItemId: requiredRef('work_order_item_id', () => workOrderItems.id, { onDelete: 'cascade' }),
    /** k of n within its work order item. */
    unitNo: integer('unit_no').notNull(),
    status: productionStatusEnum('status').notNull().default('Pending'),
    currentWork: varchar('current_work', { length: 30 }),
    currentWorkStatus: productionStatusEnum('current_work_status'),
    /** The latest work of the unit (open or last completed). */
    currentWorkId: integer('current_work_id'),
    /** What the next Assign should be: the type after the last completed one, or the same type after a defect. */
    nextWorkType: varchar('next_work_type', { length: 30 }),
    defects: integer('defects').notNull().default(0),
    finishedDate: date('finished_date', { mode: 'string' }),
    note: text('note').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('production_items_sr_no_key').on(t.srNo),
    uniqueIndex('production_items_unit_key').on(t.workOrderItemId, t.unitNo),
    index('production_items_status_id_idx').on(t.status, t.id.desc().nullsFirst()),
    index('production_items_work_order_idx').on(t.workOrderId, t.id),
    index('production_items_sr_no_trgm_idx').using('gin', sql`${t.srNo} gin_trgm_ops`),
    // A number typed from its start (see srNoMatches in production/unit-number-search.ts).
    index('production_items_sr_no_prefix_idx').on(t.srNo.op('text_pattern_ops')),
    check('production_items_defects_not_negative', sql`${t.defects} >= 0`),
  ],
);

/** One work (a work type, by one worker) on one production item. */
export const productionItemWorks = pgTable(
  'production_item_works',
  {
    id: serialId(),
    autoId: integer('auto_id').notNull().generatedAlwaysAsIdentity(),
    productionItemId: requiredRef('production_item_id', () => productionItems.id),
    workOrderId: requiredRef('work_order_id', () => workOrders.id),
    workerId: requiredRef('worker_id', () => accounts.id),
    workType: varchar('work_type', { length: 30 }).notNull(),
    expectedDate: date('expected_date', { mode: 'string' }),
    finishedDate: date('finished_date', { mode: 'string' }),
    status: productionStatusEnum('status').notNull().default('Pending'),
    note: text('note').notNull().default(''),
    /** Completed as Defective: the unit goes back to Pending for the same work type. */
    defective: boolean('defective').notNull().default(false),
    defectReason: text('defect_reason').notNull().default(''),
    nextWorkAssigned: boolean('next_work_assigned').notNull().default(false),
    /**
     * The device's tap time when its clock agreed with the server's, else the server's receive time
     * (docs/decisions/033); finishedAt is never before startedAt.
     */
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The last status change: the tap time as the device sent it, whether its clock was off, and when it arrived. */
    tappedAt: timestamp('tapped_at', { withTimezone: true }),
    clockDiffers: boolean('clock_differs').notNull().default(false),
    statusReceivedAt: timestamp('status_received_at', { withTimezone: true }),
    assignedBy: integer('assigned_by').references(() => accounts.id),
    /** Everyone this work was taken from by a reassignment, oldest first: such a worker's late tap is told who has it now. */
    formerWorkerIds: integer('former_worker_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('production_item_works_auto_id_key').on(t.autoId),
    index('production_item_works_item_idx').on(t.productionItemId, t.id),
    index('production_item_works_work_order_idx').on(t.workOrderId),
    index('production_item_works_status_id_idx').on(t.status, t.id.desc().nullsFirst()),
    index('production_item_works_worker_id_idx').on(t.workerId, t.id.desc().nullsFirst()),
    // "My works": a worker's open works, today's and overdue first.
    index('production_item_works_worker_open_idx')
      .on(t.workerId, t.expectedDate, t.id)
      .where(sql`${t.status} <> 'Completed'`),
    index('production_item_works_worker_finished_idx').on(t.workerId, t.finishedAt),
    index('production_item_works_finished_at_idx').on(t.finishedAt).where(sql`${t.finishedAt} is not null`),
    // Earnings by completion day (docs/product/wages.md#earnings): a period of everyone, or of one worker.
    index('production_item_works_completed_day_idx').on(t.finishedDate, t.workerId).where(sql`${t.status} = 'Completed'`),
    index('production_item_works_worker_completed_day_idx').on(t.workerId, t.finishedDate).where(sql`${t.status} = 'Completed'`),
    // At most one open work per unit, also when two people assign at the same moment.
    uniqueIndex('production_item_works_one_open_key').on(t.productionItemId).where(sql`${t.status} <> 'Completed'`),
    check('production_item_works_defect_has_reason', sql`not ${t.defective} or length(${t.defectReason}) > 0`),
    check('production_item_works_finish_after_start', sql`${t.finishedAt} is null or ${t.startedAt} is null or ${t.finishedAt} >= ${t.startedAt}`),
  ],
);
