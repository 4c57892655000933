import { count, sql } from 'drizzle-orm';
import { formatCents } from '@steelworks/contract/common/money';
import type { StockValuationRow, StockValuationTotal } from '@steelworks/contract/valuation';
import { rowsOf, type DbOrTx } from '../../db/client';
import type { PagedQuery } from '../../lib/paginate';
import { sheetStockAt } from '../sheet/sheet-stock-at.service';
import { storeStockAt } from '../store/store-stock-at.service';
import { toMilli } from '../store/store.service';
import { itemCosts } from './purchase.table';

type Costed = { id: number; storeItemId: number | null; sheetId: number | null; averagePaise: string | null };

/**
 * The average cost of items at the end of `day`: the average after the last costed receipt line recorded by then (the
 * trail each line keeps), read backwards on the lines' (item, id) index; null when none was. Recorded, like the
 * movement rows the quantity comes from, so a quantity and its cost are of the same moment.
 */
async function costsAt(db: DbOrTx, limit: number | null, offset: number, day: string, timeZone: string): Promise<Costed[]> {
  const end = sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
  const lastLine = (column: 'store_item_id' | 'sheet_id') => sql`(
    select l.average_after_paise from goods_receipt_lines l join goods_receipts r on r.id = l.receipt_id
    where l.costed and l.${sql.raw(column)} is not null and l.${sql.raw(column)} = c.${sql.raw(column)} and r.created_at < ${end}
    order by l.id desc limit 1)`;
  const rows = await rowsOf<{ id: number; store_item_id: number | null; sheet_id: number | null; average: string | null }>(
    db,
    sql`select c.id, c.store_item_id, c.sheet_id,
          (case when c.store_item_id is not null then ${lastLine('store_item_id')} else ${lastLine('sheet_id')} end)::text as average
        from item_costs c order by c.id ${limit === null ? sql`` : sql`limit ${limit} offset ${offset}`}`,
  );
  return rows.map((row) => ({ id: Number(row.id), storeItemId: row.store_item_id, sheetId: row.sheet_id, averagePaise: row.average }));
}

/** quantity (thousandths) x paise per unit, rounded half up to the paisa: no float on the way. */
const valuePaise = (quantityMilli: bigint, averagePaise: bigint) => (quantityMilli * averagePaise * 2n + 1000n) / 2000n;

async function valuedRows(db: DbOrTx, costed: Costed[], day: string, timeZone: string): Promise<Array<StockValuationRow & { paise: bigint }>> {
  const [store, sheets] = await Promise.all([
    storeStockAt(db, costed.flatMap((c) => (c.storeItemId ? [c.storeItemId] : [])), day, timeZone),
    sheetStockAt(db, costed.flatMap((c) => (c.sheetId ? [c.sheetId] : [])), day, timeZone),
  ]);
  return costed.map((c) => {
    const stock = c.storeItemId ? store.get(c.storeItemId) : sheets.get(c.sheetId!);
    const quantity = stock?.quantity ?? '0';
    const average = c.averagePaise === null ? null : BigInt(c.averagePaise);
    const paise = average === null ? 0n : valuePaise(toMilli(quantity), average);
    return {
      store_item: c.storeItemId,
      sheet: c.sheetId,
      name: stock?.name ?? '',
      unit: stock?.unit ?? '',
      quantity: Number(quantity),
      average_cost: average === null ? null : formatCents(average),
      value: formatCents(paise),
      paise,
    };
  });
}

/**
 * GET /purchase/valuation/: the store items, channel sections and sheets that receipts brought in at a cost (one
 * `item_costs` row each), with their quantity, average cost and value at the end of `day`
 * (docs/decisions/044-purchase-orders-and-receipts.md, "Stock valuation"). A page reads its own items only.
 */
export function listStockValuation(db: DbOrTx, day: string, timeZone: string): PagedQuery<StockValuationRow> {
  return {
    count: async () => (await db.select({ n: count() }).from(itemCosts))[0]!.n,
    rows: async (limit, offset) => (await valuedRows(db, await costsAt(db, limit, offset, day, timeZone), day, timeZone)).map(({ paise: _, ...row }) => row),
  };
}

/** GET /purchase/valuation/total/: the value of all of them at the end of `day` (one row per item bought, a few hundred). */
export async function stockValuationTotal(db: DbOrTx, day: string, timeZone: string): Promise<StockValuationTotal> {
  const rows = await valuedRows(db, await costsAt(db, null, 0, day, timeZone), day, timeZone);
  return { date: day, items: rows.filter((row) => row.average_cost !== null).length, value: formatCents(rows.reduce((sum, row) => sum + row.paise, 0n)) };
}
