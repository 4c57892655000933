import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId, updatedAt } from '../../db/columns';
import { WORK_ORDER_STATUSES, type ColumnFlag } from '@steelworks/contract/workorder';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { orders } from '../order/order.table';

export const workOrderStatusEnum = pgEnum('work_order_status', WORK_ORDER_STATUSES);

/**
 * Printable work orders for the factory floor (docs/product/work-orders-and-production.md#work-orders). The has_* column flags live in one jsonb map (a
 * missing flag takes its default), so adding a column to the contract's ITEM_COLUMNS needs no migration.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: serialId(),
    autoId: integer('auto_id').notNull().generatedAlwaysAsIdentity(),
    /** The approved dealer order it was made from, if any (docs/product/work-orders-and-production.md#work-orders). */
    orderId: integer('order_id').references(() => orders.id),
    dealerId: integer('dealer_id').references(() => dealers.id),
    mobile: varchar('mobile', { length: 20 }).notNull().default(''),
    customerName: varchar('customer_name', { length: 150 }).notNull().default(''),
    orderCreator: varchar('order_creator', { length: 150 }).notNull().default(''),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    deliverySite: varchar('delivery_site', { length: 300 }).notNull().default(''),
    billingAddress: varchar('billing_address', { length: 500 }).notNull().default(''),
    gstNumber: varchar('gst_number', { length: 20 }).notNull().default(''),
    status: workOrderStatusEnum('status').notNull().default('Pending'),
    totalCost: numeric('total_cost', { precision: 14, scale: 2 }).notNull().default('0'),
    notes: text('notes').notNull().default(''),
    title: varchar('title', { length: 200 }).notNull().default(''),
    column1Title: varchar('column1_title', { length: 60 }).notNull().default(''),
    column2Title: varchar('column2_title', { length: 60 }).notNull().default(''),
    column3Title: varchar('column3_title', { length: 60 }).notNull().default(''),
    columnFlags: jsonb('column_flags').$type<Partial<Record<ColumnFlag, boolean>>>().notNull().default({}),
    createdBy: integer('created_by').references(() => accounts.id),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('work_orders_auto_id_key').on(t.autoId),
    index('work_orders_status_id_idx').on(t.status, t.id.desc().nullsFirst()),
    index('work_orders_dealer_id_idx').on(t.dealerId, t.id.desc().nullsFirst()),
    // One live work order per dealer order; a canceled one frees the order for a new one.
    uniqueIndex('work_orders_order_live_key').on(t.orderId).where(sql`${t.orderId} is not null and ${t.status} <> 'Canceled'`),
    index('work_orders_customer_trgm_idx').using('gin', sql`${t.customerName} gin_trgm_ops`),
    index('work_orders_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    check('work_orders_total_cost_not_negative', sql`${t.totalCost} >= 0`),
  ],
);

/** A row of the work order form (docs/product/work-orders-and-production.md#work-orders); its quantity owns that many production items. */
export const workOrderItems = pgTable(
  'work_order_items',
  {
    id: serialId(),
    workOrderId: requiredRef('work_order_id', () => workOrders.id, { onDelete: 'cascade' }),
    /** The row number on the work order, kept when other rows are removed (production sr_nos carry it). */
    srNo: integer('sr_no').notNull(),
    productType: varchar('product_type', { length: 100 }).notNull().default(''),
    type: varchar('type', { length: 100 }).notNull().default(''),
    channelSize: varchar('channel_size', { length: 100 }).notNull().default(''),
    channelGuage: varchar('channel_guage', { length: 100 }).notNull().default(''),
    particulars: varchar('particulars', { length: 100 }).notNull().default(''),
    width: numeric('width', { precision: 9, scale: 2 }).notNull().default('0'),
    height: numeric('height', { precision: 9, scale: 2 }).notNull().default('0'),
    grillType: varchar('grill_type', { length: 100 }).notNull().default(''),
    grillShape: varchar('grill_shape', { length: 100 }).notNull().default(''),
    manchary: boolean('manchary').notNull().default(false),
    louvers: varchar('louvers', { length: 100 }).notNull().default(''),
    panel: varchar('panel', { length: 100 }).notNull().default(''),
    design: varchar('design', { length: 100 }).notNull().default(''),
    designType: varchar('design_type', { length: 100 }).notNull().default(''),
    divider: varchar('divider', { length: 100 }).notNull().default(''),
    openSide: varchar('open_side', { length: 100 }).notNull().default(''),
    doorsill: boolean('doorsill').notNull().default(false),
    quantity: integer('quantity').notNull().default(0),
    hinges: varchar('hinges', { length: 100 }).notNull().default(''),
    stopper: varchar('stopper', { length: 100 }).notNull().default(''),
    gateHook: varchar('gate_hook', { length: 100 }).notNull().default(''),
    lock: varchar('lock', { length: 100 }).notNull().default(''),
    itemCost: numeric('item_cost', { precision: 14, scale: 2 }).notNull().default('0'),
    itemPrice: numeric('item_price', { precision: 14, scale: 2 }).notNull().default('0'),
    checkDesign: varchar('check_design', { length: 100 }).notNull().default(''),
    archDesign: varchar('arch_design', { length: 100 }).notNull().default(''),
    glassPartition: varchar('glass_partition', { length: 100 }).notNull().default(''),
    column1: varchar('column1', { length: 100 }).notNull().default(''),
    column2: varchar('column2', { length: 100 }).notNull().default(''),
    column3: varchar('column3', { length: 100 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('work_order_items_sr_no_key').on(t.workOrderId, t.srNo),
    check('work_order_items_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('work_order_items_money_not_negative', sql`${t.itemCost} >= 0 and ${t.itemPrice} >= 0`),
  ],
);

/** Drawings and photos of a work order, each with a title. */
export const workOrderImages = pgTable(
  'work_order_images',
  {
    id: serialId(),
    workOrderId: requiredRef('work_order_id', () => workOrders.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 150 }).notNull().default(''),
    image: varchar('image', { length: 80 }).notNull(),
    thumbnail: varchar('thumbnail', { length: 80 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('work_order_images_work_order_idx').on(t.workOrderId, t.id)],
);
