import { sql, type SQL } from 'drizzle-orm';
import { bigserial, boolean, check, type AnyPgColumn, index, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, requiredRef, serialId, updatedAt } from '../../db/columns';
import { accounts } from '../../db/accounts.table';

/**
 * Raw-material store items (docs/product/catalogue-and-store.md#store-items). Stock carries up to 3 decimals (kg of rods, litres of paint) and can
 * never go below zero, also under concurrent supply (CHECK here, row locks in applyStockChanges). A deleted item is
 * only hidden (`deleted_at`): BOM lines and store-supply lines keep pointing at it.
 */
export const storeItems = pgTable(
  'store_items',
  {
    id: serialId(),
    /** The human number staff see and search (docs/product/money-and-ledgers.md#running-numbers). */
    autoId: serial('auto_id').notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    unitType: varchar('unit_type', { length: 30 }).notNull(),
    unit: numeric('unit', { precision: 14, scale: 3 }).notNull().default('1'),
    stock: numeric('stock', { precision: 14, scale: 3 }).notNull().default('0'),
    price: numeric('price', { precision: 14, scale: 2 }).notNull().default('0'),
    /**
     * Issue 32: a channel section keeps its stock as pieces (cutting.table.ts section_pieces) and `stock` is then the
     * metres of its live pieces, kept equal to them by every piece change.
     */
    isSection: boolean('is_section').notNull().default(false),
    channelSize: varchar('channel_size', { length: 30 }).notNull().default(''),
    gauge: varchar('gauge', { length: 20 }).notNull().default(''),
    kgPerMetre: numeric('kg_per_metre', { precision: 10, scale: 3 }).notNull().default('0'),
    stockLengthMm: integer('stock_length_mm'),
    /** Issue 34: a stock movement from at least this to below it tells the store managers; null: none. */
    reorderLevel: numeric('reorder_level', { precision: 14, scale: 3 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('store_items_auto_id_key').on(t.autoId),
    uniqueIndex('store_items_live_name_key').on(sql`lower(${t.name})`).where(sql`${t.deletedAt} is null`),
    // The store search (see searchText): one index over live items, so ten years of deleted items stay out of it.
    index('store_items_search_trgm_idx').using('gin', sql`${searchText(t)} gin_trgm_ops`).where(sql`${t.deletedAt} is null`),
    // The out-of-stock count and list of the dashboards.
    index('store_items_out_of_stock_idx').on(t.id).where(sql`${t.stock} <= 0 and ${t.deletedAt} is null`),
    check('store_items_stock_not_negative', sql`${t.stock} >= 0`),
    check('store_items_price_not_negative', sql`${t.price} >= 0`),
    check('store_items_unit_not_negative', sql`${t.unit} >= 0`),
    check('store_items_section_complete', sql`not ${t.isSection} or (${t.stockLengthMm} > 0 and ${t.channelSize} <> '')`),
    check('store_items_kg_per_metre_not_negative', sql`${t.kgPerMetre} >= 0`),
    check('store_items_reorder_level_not_negative', sql`${t.reorderLevel} >= 0`),
    // The sections a plan matches work order items against: a handful of rows, read through this index.
    index('store_items_sections_idx').on(t.id).where(sql`${t.isSection} and ${t.deletedAt} is null`),
  ],
);

/**
 * What the store search reads: the name and the unit type as one text (a newline, which no search holds, between
 * them), so that one trigram index answers it. With an index per column PostgreSQL costed the OR of two index reads
 * above reading every item, and read all of them (issue 15).
 */
export function searchText(t: { name: AnyPgColumn; unitType: AnyPgColumn }): SQL {
  return sql`(${t.name} || E'\\n' || ${t.unitType})`;
}

/** One row per stock change: who, when, old, new and why. Append-only. */
export const stockMovements = pgTable(
  'store_stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeItemId: requiredRef('store_item_id', () => storeItems.id),
    accountId: integer('account_id').references(() => accounts.id),
    oldStock: numeric('old_stock', { precision: 14, scale: 3 }).notNull(),
    newStock: numeric('new_stock', { precision: 14, scale: 3 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_stock_movements_item_idx').on(t.storeItemId, t.id),
    // The stock at a past date (the stock valuation, docs/decisions/044-purchase-orders-and-receipts.md).
    index('store_stock_movements_item_time_idx').on(t.storeItemId, t.createdAt),
  ],
);
