import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId } from '../../db/columns';
import { QC_STATUSES, SUPPLY_STATUSES, WORK_STATUSES } from '@steelworks/contract/schedule';
import { accounts } from '../../db/accounts.table';
import { orderItems, orders } from '../order/order.table';
import { products } from '../product/product.table';
import { storeItems } from '../store/store.table';
import { supervisors } from '../supervisor/supervisor.table';

export const scheduleWorkStatusEnum = pgEnum('schedule_work_status', WORK_STATUSES);
export const supplyStatusEnum = pgEnum('supply_status', SUPPLY_STATUSES);
export const qcStatusEnum = pgEnum('qc_status', QC_STATUSES);

/**
 * A piece of an approved order given to one supervisor (docs/product/orders.md#approval-and-scheduling). auto_id is YEAR-N, N restarting
 * each year (schedule_counters hands the numbers out under a row lock).
 */
export const scheduleItems = pgTable(
  'schedule_items',
  {
    id: serialId(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    autoId: varchar('auto_id', { length: 20 }).notNull(),
    orderId: requiredRef('order_id', () => orders.id),
    orderItemId: requiredRef('order_item_id', () => orderItems.id),
    supervisorId: requiredRef('supervisor_id', () => supervisors.id),
    productId: requiredRef('product_id', () => products.id),
    quantity: integer('quantity').notNull(),
    /** Columns of work: quantity x the product's no_of_cols. */
    cols: integer('cols').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    workStatus: scheduleWorkStatusEnum('work_status').notNull().default('Pending'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('schedule_items_year_number_key').on(t.year, t.number),
    uniqueIndex('schedule_items_auto_id_key').on(t.autoId),
    index('schedule_items_auto_id_trgm_idx').using('gin', sql`${t.autoId} gin_trgm_ops`),
    index('schedule_items_supervisor_start_idx').on(t.supervisorId, t.startDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The calendar asks which items overlap a month: a GiST index on the item's span answers that directly.
    index('schedule_items_span_gist_idx').using('gist', sql`daterange(${t.startDate}, ${t.endDate}, '[]')`),
    index('schedule_items_order_item_idx').on(t.orderItemId),
    index('schedule_items_order_idx').on(t.orderId),
    check('schedule_items_quantity_positive', sql`${t.quantity} > 0 and ${t.cols} >= 0`),
    check('schedule_items_dates_in_order', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** Columns booked per supervisor per day: what capacity scheduling reads. */
export const scheduleItemDays = pgTable(
  'schedule_item_days',
  {
    scheduleItemId: requiredRef('schedule_item_id', () => scheduleItems.id),
    supervisorId: requiredRef('supervisor_id', () => supervisors.id),
    day: date('day', { mode: 'string' }).notNull(),
    cols: integer('cols').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scheduleItemId, t.day] }),
    index('schedule_item_days_supervisor_day_idx').on(t.supervisorId, t.day),
    index('schedule_item_days_day_idx').on(t.day),
    check('schedule_item_days_cols_not_negative', sql`${t.cols} >= 0`),
  ],
);

/** The last schedule item number of each year. */
export const scheduleCounters = pgTable('schedule_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** The raw materials the store gives a supervisor for one schedule item (docs/product/catalogue-and-store.md#store-supply, Store supply). */
export const storeSupplies = pgTable(
  'store_supplies',
  {
    id: serialId(),
    /** The schedule item's auto_id, so staff find the supply by the same number. */
    autoId: varchar('auto_id', { length: 20 }).notNull(),
    scheduleItemId: requiredRef('schedule_item_id', () => scheduleItems.id),
    supervisorId: requiredRef('supervisor_id', () => supervisors.id),
    status: supplyStatusEnum('status').notNull().default('Not Provided'),
    providedAt: timestamp('provided_at', { withTimezone: true }),
    providedBy: integer('provided_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('store_supplies_schedule_item_key').on(t.scheduleItemId),
    index('store_supplies_status_id_idx').on(t.status, t.id.desc().nullsFirst()),
    index('store_supplies_supervisor_idx').on(t.supervisorId),
    index('store_supplies_auto_id_trgm_idx').using('gin', sql`${t.autoId} gin_trgm_ops`),
  ],
);

export const storeSupplyItems = pgTable(
  'store_supply_items',
  {
    id: serialId(),
    supplyId: requiredRef('supply_id', () => storeSupplies.id),
    storeItemId: requiredRef('store_item_id', () => storeItems.id),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
  },
  (t) => [index('store_supply_items_supply_idx').on(t.supplyId), check('store_supply_items_quantity_not_negative', sql`${t.quantity} >= 0`)],
);

/** Quality checks of schedule items; at most one Approved per item (the partial unique index backs the rule). */
export const finishedProducts = pgTable(
  'finished_products',
  {
    id: serialId(),
    scheduleItemId: requiredRef('schedule_item_id', () => scheduleItems.id),
    qcAccountId: integer('qc_account_id').references(() => accounts.id),
    qcStatus: qcStatusEnum('qc_status').notNull(),
    note: text('note').notNull().default(''),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('finished_products_one_approval_key').on(t.scheduleItemId).where(sql`${t.qcStatus} = 'Approved'`),
    index('finished_products_schedule_item_idx').on(t.scheduleItemId),
    index('finished_products_date_idx').on(t.dateAdded.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
