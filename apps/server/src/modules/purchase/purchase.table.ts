import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { PURCHASE_ORDER_STATUSES } from '@steelworks/contract/purchase';
import { createdAt, requiredRef, serialId, updatedAt } from '../../db/columns';
import { accounts } from '../../db/accounts.table';
import { sheets } from '../sheet/sheet.table';
import { storeItems } from '../store/store.table';

/**
 * Buying (issue 45, docs/product/buying.md, docs/decisions/044-purchase-orders-and-receipts.md). Supplier bills,
 * payments and the supplier ledger come later and hang off these tables: a bill references `suppliers.id` and matches
 * its lines to `goods_receipt_lines.id` (each keeps the accepted quantity, rate and value it was received at), a
 * payment references the supplier and the bill. Nothing here holds a balance, so those tables own it.
 */
const statusList = sql.raw(PURCHASE_ORDER_STATUSES.map((s) => `'${s}'`).join(', '));
const ratePerList = sql.raw(`'kg', 'bar', 'piece', 'unit'`);

export const suppliers = pgTable(
  'suppliers',
  {
    id: serialId(),
    name: varchar('name', { length: 150 }).notNull(),
    gstin: varchar('gstin', { length: 15 }),
    stateCode: varchar('state_code', { length: 2 }),
    address: varchar('address', { length: 500 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 100 }).notNull().default(''),
    phone: varchar('phone', { length: 15 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull().default(''),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('suppliers_name_key').on(sql`lower(${t.name})`),
    index('suppliers_search_trgm_idx').using('gin', sql`(${t.name} || ' ' || coalesce(${t.gstin}, '') || ' ' || ${t.phone}) gin_trgm_ops`),
    check('suppliers_terms_range', sql`${t.paymentTermsDays} between 0 and 365`),
  ],
);

/** What a supplier supplies and the rate of its last order or receipt: the Purchase List groups by it. */
export const supplierItems = pgTable(
  'supplier_items',
  {
    id: serialId(),
    supplierId: requiredRef('supplier_id', () => suppliers.id),
    storeItemId: integer('store_item_id').references(() => storeItems.id),
    sheetId: integer('sheet_id').references(() => sheets.id),
    lastRate: numeric('last_rate', { precision: 14, scale: 2 }).notNull(),
    ratePer: varchar('rate_per', { length: 5 }).notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('supplier_items_store_key').on(t.supplierId, t.storeItemId).where(sql`${t.storeItemId} is not null`),
    uniqueIndex('supplier_items_sheet_key').on(t.supplierId, t.sheetId).where(sql`${t.sheetId} is not null`),
    index('supplier_items_store_item_idx').on(t.storeItemId, t.lastDate),
    check('supplier_items_one_item', sql`(${t.storeItemId} is null) <> (${t.sheetId} is null)`),
    check('supplier_items_rate_per', sql`${t.ratePer} in (${ratePerList})`),
  ],
);

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serialId(),
    number: varchar('number', { length: 20 }).notNull(),
    supplierId: requiredRef('supplier_id', () => suppliers.id),
    status: varchar('status', { length: 20 }).notNull().default('Draft'),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    expectedDate: date('expected_date', { mode: 'string' }),
    note: varchar('note', { length: 500 }).notNull().default(''),
    total: numeric('total', { precision: 14, scale: 2 }).notNull().default('0'),
    createdBy: integer('created_by').references(() => accounts.id),
    approvedBy: integer('approved_by').references(() => accounts.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchase_orders_number_key').on(t.number),
    index('purchase_orders_supplier_idx').on(t.supplierId, t.id),
    index('purchase_orders_status_idx').on(t.status, t.id),
    index('purchase_orders_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
    check('purchase_orders_status', sql`${t.status} in (${statusList})`),
    check('purchase_orders_total_not_negative', sql`${t.total} >= 0`),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: serialId(),
    purchaseOrderId: requiredRef('purchase_order_id', () => purchaseOrders.id),
    storeItemId: integer('store_item_id').references(() => storeItems.id),
    sheetId: integer('sheet_id').references(() => sheets.id),
    name: varchar('name', { length: 150 }).notNull(),
    unit: varchar('unit', { length: 30 }).notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    /** Accepted so far (received less rejected): the receipts move it under this row's lock. */
    received: numeric('received', { precision: 14, scale: 3 }).notNull().default('0'),
    theoreticalKg: numeric('theoretical_kg', { precision: 14, scale: 3 }),
    rate: numeric('rate', { precision: 14, scale: 2 }).notNull(),
    ratePer: varchar('rate_per', { length: 5 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    expectedDate: date('expected_date', { mode: 'string' }),
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.purchaseOrderId, t.id),
    index('purchase_order_lines_store_item_idx').on(t.storeItemId),
    check('purchase_order_lines_one_item', sql`(${t.storeItemId} is null) <> (${t.sheetId} is null)`),
    check('purchase_order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('purchase_order_lines_received_not_negative', sql`${t.received} >= 0`),
    check('purchase_order_lines_money_not_negative', sql`${t.rate} >= 0 and ${t.amount} >= 0`),
    check('purchase_order_lines_rate_per', sql`${t.ratePer} in (${ratePerList})`),
  ],
);

export const goodsReceipts = pgTable(
  'goods_receipts',
  {
    id: serialId(),
    number: varchar('number', { length: 20 }).notNull(),
    /** Null: received without a purchase order (named so on every screen). */
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    supplierId: requiredRef('supplier_id', () => suppliers.id),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    vehicleNumber: varchar('vehicle_number', { length: 20 }).notNull().default(''),
    note: varchar('note', { length: 300 }).notNull().default(''),
    overReceiptReason: varchar('over_receipt_reason', { length: 300 }).notNull().default(''),
    value: numeric('value', { precision: 14, scale: 2 }).notNull().default('0'),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('goods_receipts_number_key').on(t.number),
    index('goods_receipts_order_idx').on(t.purchaseOrderId),
    index('goods_receipts_supplier_idx').on(t.supplierId, t.id),
    index('goods_receipts_number_trgm_idx').using('gin', sql`${t.number} gin_trgm_ops`),
  ],
);

export const goodsReceiptLines = pgTable(
  'goods_receipt_lines',
  {
    id: serialId(),
    receiptId: requiredRef('receipt_id', () => goodsReceipts.id),
    orderLineId: integer('order_line_id').references(() => purchaseOrderLines.id),
    storeItemId: integer('store_item_id').references(() => storeItems.id),
    sheetId: integer('sheet_id').references(() => sheets.id),
    name: varchar('name', { length: 150 }).notNull(),
    unit: varchar('unit', { length: 30 }).notNull(),
    received: numeric('received', { precision: 14, scale: 3 }).notNull(),
    rejected: numeric('rejected', { precision: 14, scale: 3 }).notNull().default('0'),
    rejectionReason: varchar('rejection_reason', { length: 200 }).notNull().default(''),
    theoreticalKg: numeric('theoretical_kg', { precision: 14, scale: 3 }),
    weighedKg: numeric('weighed_kg', { precision: 14, scale: 3 }),
    varianceKg: numeric('variance_kg', { precision: 14, scale: 3 }),
    variancePercent: numeric('variance_percent', { precision: 9, scale: 2 }),
    heatNumber: varchar('heat_number', { length: 50 }).notNull().default(''),
    certificate: varchar('certificate', { length: 80 }),
    rate: numeric('rate', { precision: 14, scale: 2 }),
    ratePer: varchar('rate_per', { length: 5 }),
    value: numeric('value', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The item's moving average cost per unit of stock before and after this line (paise): the valuation's trail. */
    averageBeforePaise: bigint('average_before_paise', { mode: 'bigint' }).notNull(),
    averageAfterPaise: bigint('average_after_paise', { mode: 'bigint' }).notNull(),
    costed: boolean('costed').notNull().default(true),
  },
  (t) => [
    index('goods_receipt_lines_receipt_idx').on(t.receiptId, t.id),
    index('goods_receipt_lines_order_line_idx').on(t.orderLineId),
    // The average cost of an item at a date: its last costed line up to then (the stock valuation).
    index('goods_receipt_lines_store_item_cost_idx').on(t.storeItemId, t.id).where(sql`${t.costed} and ${t.storeItemId} is not null`),
    index('goods_receipt_lines_sheet_cost_idx').on(t.sheetId, t.id).where(sql`${t.costed} and ${t.sheetId} is not null`),
    check('goods_receipt_lines_one_item', sql`(${t.storeItemId} is null) <> (${t.sheetId} is null)`),
    check('goods_receipt_lines_quantities', sql`${t.received} > 0 and ${t.rejected} >= 0 and ${t.rejected} <= ${t.received}`),
    check('goods_receipt_lines_value_not_negative', sql`${t.value} >= 0`),
  ],
);

/**
 * The moving average cost of an item per unit of its stock (a metre of a section, a piece of a sheet, the unit of a
 * store item), in paise: each costed receipt line sets it (docs/decisions/044-purchase-orders-and-receipts.md).
 */
export const itemCosts = pgTable(
  'item_costs',
  {
    id: serial('id').primaryKey(),
    storeItemId: integer('store_item_id').references(() => storeItems.id),
    sheetId: integer('sheet_id').references(() => sheets.id),
    averagePaise: bigint('average_paise', { mode: 'bigint' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('item_costs_store_item_key').on(t.storeItemId).where(sql`${t.storeItemId} is not null`),
    uniqueIndex('item_costs_sheet_key').on(t.sheetId).where(sql`${t.sheetId} is not null`),
    check('item_costs_one_item', sql`(${t.storeItemId} is null) <> (${t.sheetId} is null)`),
    check('item_costs_not_negative', sql`${t.averagePaise} >= 0`),
  ],
);
