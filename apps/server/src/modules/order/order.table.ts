import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { requiredRef, serialId, updatedAt } from '../../db/columns';
import { ORDER_STATUSES } from '@steelworks/contract/order';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { products } from '../product/product.table';

export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);

/**
 * Dealer orders (docs/product/orders.md#order-records). bill_amount is kept with the order (sum of quantity x unit_price of its items,
 * rewritten whenever the items are saved), so lists of 100k orders read it without summing items.
 */
export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    /** The running number staff see and search (docs/product/money-and-ledgers.md#running-numbers). */
    autoId: integer('auto_id').notNull().generatedAlwaysAsIdentity(),
    dealerId: requiredRef('dealer_id', () => dealers.id),
    status: orderStatusEnum('status').notNull().default('Pending'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    customerName: varchar('customer_name', { length: 150 }).notNull().default(''),
    deliverySite: varchar('delivery_site', { length: 300 }).notNull().default(''),
    /** Where the goods go: the invoice's place of supply unless the dealer directs a third party (docs/decisions/031). */
    deliveryStateCode: varchar('delivery_state_code', { length: 2 }),
    thirdPartyDelivery: boolean('third_party_delivery').notNull().default(false),
    note: text('note').notNull().default(''),
    billAmount: numeric('bill_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    createdBy: integer('created_by').references(() => accounts.id),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    /** When the order reached Delivered (the yearly revenue graph counts delivered orders by this month). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_auto_id_key').on(t.autoId),
    index('orders_status_id_idx').on(t.status, t.id.desc().nullsFirst()),
    index('orders_dealer_id_idx').on(t.dealerId, t.id.desc().nullsFirst()),
    index('orders_dealer_status_idx').on(t.dealerId, t.status),
    index('orders_date_added_idx').on(t.dateAdded),
    index('orders_delivered_at_idx').on(t.deliveredAt).where(sql`${t.deliveredAt} is not null`),
    // A customer search reads its names from order_customer_names, then their orders by value here (issue 15). The
    // dealer and status ride along so the search's count (customer arm: not already counted by the dealer arm, maybe
    // within a tab) reads this index alone and stops at its cap instead of visiting every order of those names.
    index('orders_customer_idx').on(t.customerName, t.id, t.dealerId, t.status),
    check('orders_bill_amount_not_negative', sql`${t.billAmount} >= 0`),
    check('orders_dates_in_order', sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * Every customer name an order has carried, once, kept by triggers on orders. A search reads the few matching names
 * here and then their orders by value through orders_customer_idx, which an index alone can count; the trigram index
 * on the orders read every matching order of ten years to check and count it (issue 15).
 */
export const orderCustomerNames = pgTable(
  'order_customer_names',
  { name: varchar('name', { length: 150 }).primaryKey() },
  (t) => [index('order_customer_names_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

/** An order line; unit_price and unit_cost are snapshots taken when the order was last saved (docs/product/money-and-ledgers.md#order-amounts). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    orderId: requiredRef('order_id', () => orders.id, { onDelete: 'cascade' }),
    productId: requiredRef('product_id', () => products.id),
    quantity: integer('quantity').notNull(),
    material: varchar('material', { length: 100 }).notNull().default(''),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    unitCost: numeric('unit_cost', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.id),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_money_not_negative', sql`${t.unitPrice} >= 0 and ${t.unitCost} >= 0`),
  ],
);

/** Build options of an order item; they carry no price (docs/product/money-and-ledgers.md#order-amounts). */
export const orderItemAddons = pgTable(
  'order_item_addons',
  {
    id: serialId(),
    orderItemId: requiredRef('order_item_id', () => orderItems.id, { onDelete: 'cascade' }),
    addonName: varchar('addon_name', { length: 40 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [index('order_item_addons_item_idx').on(t.orderItemId), check('order_item_addons_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Every status move: who, when, from, to. Append-only. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serialId(),
    orderId: requiredRef('order_id', () => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatusEnum('from_status').notNull(),
    toStatus: orderStatusEnum('to_status').notNull(),
    accountId: integer('account_id').references(() => accounts.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderId, t.id)],
);
