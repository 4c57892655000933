import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, requiredRef, serialId, updatedAt } from '../../db/columns';
import { PERTICULARS } from '@steelworks/contract/product';
import { storeItems } from '../store/store.table';

export const perticularEnum = pgEnum('perticular', PERTICULARS);

/**
 * The catalogue (docs/product/catalogue-and-store.md#products). Cost and price are not stored: they are computed in SQL when read (cost = BOM x
 * store prices + other costs; price = cost x (1 + profit/100)), so a store price or BOM change shows at once.
 * Removing a product hides it (`deleted_at`); orders keep pointing at it.
 */
export const products = pgTable(
  'products',
  {
    id: serialId(),
    name: varchar('name', { length: 200 }).notNull(),
    /** True when a person typed the name; otherwise the server composes it from type, size, channel and gauge. */
    nameCustom: boolean('name_custom').notNull().default(false),
    serialNumber: varchar('serial_number', { length: 50 }).notNull(),
    channelSize: varchar('channel_size', { length: 50 }).notNull(),
    guage: numeric('guage', { precision: 6, scale: 2 }).notNull(),
    perticular: perticularEnum('perticular').notNull().default('D'),
    noOfCols: integer('no_of_cols').notNull().default(1),
    width: numeric('width', { precision: 10, scale: 2 }).notNull(),
    height: numeric('height', { precision: 10, scale: 2 }).notNull(),
    profit: numeric('profit', { precision: 8, scale: 2 }).notNull().default('0'),
    description: text('description').notNull().default(''),
    isDoor: boolean('is_door').notNull().default(false),
    isWindow: boolean('is_window').notNull().default(false),
    isSecurityDoor: boolean('is_security_door').notNull().default(false),
    unitType: varchar('unit_type', { length: 30 }).notNull().default('Nos'),
    /** The tax of this product on an invoice line; taken from its type's when it is made (docs/decisions/030). */
    hsnCode: varchar('hsn_code', { length: 8 }).notNull().default('730830'),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2 }).notNull().default('18.00'),
    /** Generated file names (lib/files.ts), never the uploader's. */
    image: varchar('image', { length: 80 }),
    /**
     * Issue 45: the raw-material cost follows the store's moving average cost instead of the typed prices; the figure
     * in use is the one last confirmed on the material-cost screen (docs/product/buying.md#stock-value).
     */
    costFromAverage: boolean('cost_from_average').notNull().default(false),
    averageMaterialCost: numeric('average_material_cost', { precision: 14, scale: 2 }),
    thumbnail: varchar('thumbnail', { length: 80 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('products_live_serial_key').on(sql`lower(${t.serialNumber})`).where(sql`${t.deletedAt} is null`),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_serial_trgm_idx').using('gin', sql`${t.serialNumber} gin_trgm_ops`),
    index('products_live_id_idx').on(t.id).where(sql`${t.deletedAt} is null`),
    check('products_one_type', sql`(${t.isDoor}::int + ${t.isWindow}::int + ${t.isSecurityDoor}::int) = 1`),
    check('products_hsn_digits', sql`${t.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check('products_gst_rate_range', sql`${t.gstRate} >= 0 AND ${t.gstRate} <= 28`),
    check('products_serial_prefix', sql`${t.serialNumber} like 'LH -%'`),
    check(
      'products_numbers_not_negative',
      sql`${t.guage} >= 0 and ${t.noOfCols} >= 0 and ${t.width} >= 0 and ${t.height} >= 0 and ${t.profit} >= 0`,
    ),
  ],
);

/** Bill of materials: one line per store item per product. */
export const productRawMaterials = pgTable(
  'product_raw_materials',
  {
    id: serialId(),
    productId: requiredRef('product_id', () => products.id),
    storeItemId: requiredRef('store_item_id', () => storeItems.id),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_raw_materials_item_key').on(t.productId, t.storeItemId),
    index('product_raw_materials_store_item_idx').on(t.storeItemId),
    check('product_raw_materials_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

export const productOtherCosts = pgTable(
  'product_other_costs',
  {
    id: serialId(),
    productId: requiredRef('product_id', () => products.id),
    note: varchar('note', { length: 200 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_other_costs_product_idx').on(t.productId),
    check('product_other_costs_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);
