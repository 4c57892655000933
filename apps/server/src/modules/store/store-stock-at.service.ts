import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quantityAt } from '../../lib/quantity-at';
import { stockMovements, storeItems } from './store.table';

export type StockAt = { name: string; unit: string; quantity: string };

/** The store items' movement rows, as `quantityAt` reads them. */
const movements = {
  table: stockMovements,
  item: stockMovements.storeItemId,
  before: stockMovements.oldStock,
  after: stockMovements.newStock,
  createdAt: stockMovements.createdAt,
  id: stockMovements.id,
};

/**
 * The stock of store items as it stood at the end of `day` in the shop's time zone, from the movement rows. A section
 * counts in metres.
 */
export async function storeStockAt(db: DbOrTx, ids: number[], day: string, timeZone: string): Promise<Map<number, StockAt>> {
  if (ids.length === 0) return new Map();
  // The end of `day` where the shop is: the first instant of the next day there.
  const at = sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
  const rows = await db
    .select({
      id: storeItems.id,
      name: storeItems.name,
      unit: sql<string>`case when ${storeItems.isSection} then 'm' else ${storeItems.unitType} end`,
      quantity: sql<string>`${quantityAt(movements, storeItems.id, storeItems.stock, at)}::text`,
    })
    .from(storeItems)
    .where(inArray(storeItems.id, ids));
  return new Map(rows.map(({ id, ...stock }) => [id, stock]));
}

/** The typed price of store items (what a product's material cost is worked out with where no average cost exists). */
export async function storePrices(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: storeItems.id, price: storeItems.price }).from(storeItems).where(inArray(storeItems.id, ids));
  return new Map(rows.map((row) => [row.id, row.price]));
}
