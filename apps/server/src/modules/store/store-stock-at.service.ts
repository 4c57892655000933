import { inArray, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client';
import { storeItems } from './store.table';

export type StockAt = { name: string; unit: string; quantity: string };

/**
 * The stock of store items as it stood at the end of `day` in the shop's time zone, from the movement rows
 * (docs/decisions/044-purchase-orders-and-receipts.md, "Stock valuation"): the new stock of the last movement before
 * it, else the old stock of the first one after it, else the stock now (an item that never moved). Two index reads per
 * item on (store_item_id, created_at). A section counts in metres.
 */
export async function storeStockAt(db: DbOrTx, ids: number[], day: string, timeZone: string): Promise<Map<number, StockAt>> {
  if (ids.length === 0) return new Map();
  // The end of `day` where the shop is: the first instant of the next day there.
  const at = sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
  const rows = await rowsOf<{ id: number; name: string; unit: string; quantity: string }>(
    db,
    sql`
      select i.id, i.name, case when i.is_section then 'm' else i.unit_type end as unit,
        coalesce(
          (select m.new_stock from store_stock_movements m where m.store_item_id = i.id and m.created_at < ${at} order by m.created_at desc, m.id desc limit 1),
          (select m.old_stock from store_stock_movements m where m.store_item_id = i.id and m.created_at >= ${at} order by m.created_at, m.id limit 1),
          i.stock
        )::text as quantity
      from store_items i where i.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  return new Map(rows.map((row) => [Number(row.id), { name: row.name, unit: row.unit, quantity: row.quantity }]));
}

/** The typed price of store items (what a product's material cost is worked out with where no average cost exists). */
export async function storePrices(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: storeItems.id, price: storeItems.price }).from(storeItems).where(inArray(storeItems.id, ids));
  return new Map(rows.map((row) => [row.id, row.price]));
}
