import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quantityAt } from '../../lib/quantity-at';
import { sheetMovements, sheets } from './sheet.table';

/** The sheets' movement rows, as `quantityAt` reads them. */
const movements = {
  table: sheetMovements,
  item: sheetMovements.sheetId,
  before: sheetMovements.oldQuantity,
  after: sheetMovements.newQuantity,
  createdAt: sheetMovements.createdAt,
  id: sheetMovements.id,
};

/** The pieces of each sheet as they stood at the end of `day` in the shop's time zone, from the movement rows. */
export async function sheetStockAt(db: DbOrTx, ids: number[], day: string, timeZone: string): Promise<Map<number, { name: string; unit: string; quantity: string }>> {
  if (ids.length === 0) return new Map();
  // The end of `day` where the shop is: the first instant of the next day there.
  const at = sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
  const rows = await db
    .select({ id: sheets.id, name: sheets.name, quantity: sql<string>`${quantityAt(movements, sheets.id, sheets.quantity, at)}::text` })
    .from(sheets)
    .where(inArray(sheets.id, ids));
  return new Map(rows.map((row) => [row.id, { name: row.name, unit: 'pieces', quantity: row.quantity }]));
}
