import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { toMilli } from '../store/store.service';
import { itemFacts } from './purchase-items';
import { purchaseOrderLines, purchaseOrders } from './purchase.table';

/**
 * For store items short by `missingMilli` (thousandths of a stock unit: metres of a section), the day by which Approved
 * and Partly received purchase orders bring enough of each: their open lines, earliest expected first (the line's date,
 * else the order's), added up until they cover the shortfall (docs/decisions/044-purchase-orders-and-receipts.md, "On
 * order and the promise"). An item they do not cover, or only with a line that has no date, is left out.
 */
export async function onOrderDueToCover(db: DbOrTx, shortfalls: ReadonlyArray<{ storeItemId: number; missingMilli: bigint }>): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  if (shortfalls.length === 0) return result;
  const due = sql<string | null>`coalesce(${purchaseOrderLines.expectedDate}, ${purchaseOrders.expectedDate})::text`;
  const lines = await db
    .select({ storeItemId: purchaseOrderLines.storeItemId, open: sql<string>`(${purchaseOrderLines.quantity} - ${purchaseOrderLines.received})::text`, due })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(
      and(
        inArray(purchaseOrderLines.storeItemId, shortfalls.map((s) => s.storeItemId)),
        inArray(purchaseOrders.status, ['Approved', 'Partly received']),
        sql`${purchaseOrderLines.received} < ${purchaseOrderLines.quantity}`,
      ),
    )
    .orderBy(sql`${due} asc nulls last`, asc(purchaseOrderLines.id));
  for (const { storeItemId, missingMilli } of shortfalls) {
    const open = lines.filter((line) => line.storeItemId === storeItemId);
    if (open.length === 0) continue;
    // A bar of a section brings its stock length in metres; anything else one unit per unit ordered.
    const { stockPerUnitMilli } = await itemFacts(db, { store_item: storeItemId });
    let covered = 0n;
    for (const line of open) {
      if (line.due === null) break;
      covered += (toMilli(line.open) * stockPerUnitMilli) / 1000n;
      if (covered >= missingMilli) {
        result.set(storeItemId, line.due);
        break;
      }
    }
  }
  return result;
}
