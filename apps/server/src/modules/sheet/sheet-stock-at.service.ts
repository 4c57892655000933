import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client';

/**
 * The pieces of each sheet as they stood at the end of `day` in the shop's time zone, from the movement rows: the new
 * quantity of the last movement before it, else the old quantity of the first one after it, else the quantity now
 * (docs/decisions/044-purchase-orders-and-receipts.md, "Stock valuation").
 */
export async function sheetStockAt(db: DbOrTx, ids: number[], day: string, timeZone: string): Promise<Map<number, { name: string; unit: string; quantity: string }>> {
  if (ids.length === 0) return new Map();
  // The end of `day` where the shop is: the first instant of the next day there.
  const at = sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
  const rows = await rowsOf<{ id: number; name: string; quantity: string }>(
    db,
    sql`
      select s.id, s.name,
        coalesce(
          (select m.new_quantity from sheet_movements m where m.sheet_id = s.id and m.created_at < ${at} order by m.created_at desc, m.id desc limit 1),
          (select m.old_quantity from sheet_movements m where m.sheet_id = s.id and m.created_at >= ${at} order by m.created_at, m.id limit 1),
          s.quantity
        )::text as quantity
      from sheets s where s.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  return new Map(rows.map((row) => [Number(row.id), { name: row.name, unit: 'pieces', quantity: row.quantity }]));
}
