// Tables of the sheet module: sheet stock, sheet orders that move it, and one movement row per stock change.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, numeric, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, requiredRef, serialId, updatedAt } from '../../db/columns';
import { SHEET_ORDER_TYPES } from '@steelworks/contract/sheet';
import { accounts } from '../../db/accounts.table';

export const sheetOrderTypeEnum = pgEnum('sheet_order_type', SHEET_ORDER_TYPES);
export const SHEET_MOVEMENT_REASONS = ['sheet_created', 'sheet_updated', 'order_created', 'order_updated', 'order_deleted', 'goods_received'] as const;
export const sheetMovementReasonEnum = pgEnum('sheet_movement_reason', SHEET_MOVEMENT_REASONS);

/** A sheet's name, size and weight: the sheet's own, and the copy each order item keeps of them when it was added. */
const sheetSizeColumns = () => ({
  name: varchar('name', { length: 150 }).notNull(),
  /** mm, one of SHEET_THICKNESSES. */
  thick: numeric('thick', { precision: 4, scale: 2 }).notNull(),
  /** mm, one of SHEET_WIDTHS. */
  width: integer('width').notNull(),
  /** The length in mm ("height" on the wire, "Length" on the screens). */
  height: integer('height').notNull(),
  sqft: numeric('sqft', { precision: 14, scale: 2 }).notNull(),
  unitKg: numeric('unit_kg', { precision: 14, scale: 2 }).notNull(),
});

/** Sheet stock. Deleting a sheet sets deleted_at: old orders keep pointing at it. */
export const sheets = pgTable(
  'sheets',
  {
    id: serialId(),
    ...sheetSizeColumns(),
    quantity: integer('quantity').notNull().default(0),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    check('sheets_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('sheets_size_positive', sql`${t.thick} > 0 and ${t.width} > 0 and ${t.height} > 0`),
    uniqueIndex('sheets_live_name_key').on(sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
    index('sheets_thick_width_idx').on(t.thick, t.width),
    index('sheets_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** An addition or deduction of sheet stock; deleting one reverses it and keeps the row (deleted_at). */
export const sheetOrders = pgTable(
  'sheet_orders',
  {
    id: serialId(),
    autoId: integer('auto_id').notNull().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 200 }).notNull(),
    /**
     * The title in lower case, kept by the database. A search matches it with LIKE: the trigram index only narrows
     * the rows, and rechecking each with LIKE costs a third of what ILIKE on the title does (issue 15).
     */
    titleSearch: text('title_search')
      .notNull()
      .generatedAlwaysAs(sql`lower(title)`),
    date: date('date', { mode: 'string' }).notNull(),
    gsm: integer('gsm').notNull(),
    orderType: sheetOrderTypeEnum('order_type').notNull(),
    isDelivered: boolean('is_delivered').notNull().default(false),
    /** Sum of the items' weights and quantities, kept with the order so lists and reports read one row each. */
    totalWeight: numeric('total_weight', { precision: 14, scale: 2 }).notNull().default('0'),
    totalQuantity: integer('total_quantity').notNull().default(0),
    createdBy: requiredRef('created_by', () => accounts.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
    deletedBy: integer('deleted_by').references(() => accounts.id),
  },
  (t) => [
    uniqueIndex('sheet_orders_auto_id_key').on(t.autoId),
    index('sheet_orders_date_idx').on(t.date, t.id),
    index('sheet_orders_type_date_idx').on(t.orderType, t.date, t.id),
    index('sheet_orders_creator_date_idx').on(t.createdBy, t.date, t.id),
    index('sheet_orders_title_trgm_idx').using('gin', sql`${t.titleSearch} gin_trgm_ops`),
    check('sheet_orders_totals_not_negative', sql`${t.totalQuantity} >= 0 and ${t.totalWeight} >= 0`),
  ],
);

/** One sheet in an order, with a copy of the sheet's size and weight as they were when it was added. */
export const sheetOrderItems = pgTable(
  'sheet_order_items',
  {
    id: serialId(),
    orderId: requiredRef('order_id', () => sheetOrders.id),
    sheetId: requiredRef('sheet_id', () => sheets.id),
    ...sheetSizeColumns(),
    quantity: integer('quantity').notNull(),
    weight: numeric('weight', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('sheet_order_items_order_sheet_key').on(t.orderId, t.sheetId),
    index('sheet_order_items_sheet_idx').on(t.sheetId),
    check('sheet_order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** The stock ledger: every change of a sheet's quantity, by whom, when, why, from what to what. */
export const sheetMovements = pgTable(
  'sheet_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sheetId: requiredRef('sheet_id', () => sheets.id),
    orderId: integer('order_id').references(() => sheetOrders.id),
    accountId: requiredRef('account_id', () => accounts.id),
    reason: sheetMovementReasonEnum('reason').notNull(),
    oldQuantity: integer('old_quantity').notNull(),
    newQuantity: integer('new_quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sheet_movements_sheet_idx').on(t.sheetId, t.id),
    // The stock at a past date (the stock valuation, docs/decisions/044-purchase-orders-and-receipts.md).
    index('sheet_movements_sheet_time_idx').on(t.sheetId, t.createdAt),
    index('sheet_movements_order_idx').on(t.orderId),
    check('sheet_movements_quantities_not_negative', sql`${t.oldQuantity} >= 0 and ${t.newQuantity} >= 0`),
  ],
);
