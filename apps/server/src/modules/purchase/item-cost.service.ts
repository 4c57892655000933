import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { itemCosts } from './purchase.table';

type ItemKey = { storeItemId: number | null; sheetId: number | null };

const keyOf = (item: ItemKey) => (item.sheetId ? eq(itemCosts.sheetId, item.sheetId) : eq(itemCosts.storeItemId, item.storeItemId!));

/** The item's moving average cost per unit of stock in paise, or null before its first costed receipt. */
export async function averageCostOf(db: DbOrTx, item: ItemKey): Promise<bigint | null> {
  const [row] = await db.select({ paise: itemCosts.averagePaise }).from(itemCosts).where(keyOf(item)).limit(1);
  return row?.paise ?? null;
}

/**
 * The moving average after a receipt (docs/decisions/044-purchase-orders-and-receipts.md, "Average cost"): the stock on
 * hand before it at the average so far, plus what arrived at its own value, over the stock after it, rounded half up
 * to the paisa. Before the first costed receipt the stock on hand is taken at the receipt's own unit cost, so the first
 * receipt sets the average; stock quantities are in thousandths of a unit.
 */
export function nextAverage(before: bigint | null, stockBeforeMilli: bigint, addedMilli: bigint, valuePaise: bigint): bigint {
  if (addedMilli <= 0n) return before ?? 0n;
  const unitCost = (valuePaise * 1000n * 2n + addedMilli) / (addedMilli * 2n);
  const held = stockBeforeMilli > 0n ? stockBeforeMilli : 0n;
  const total = held * (before ?? unitCost) + valuePaise * 1000n;
  const quantity = held + addedMilli;
  return (total * 2n + quantity) / (quantity * 2n);
}

/** Stores the new average in the caller's transaction (one row per item, updated in place; receipt lines keep the trail). */
export async function setAverageCost(tx: DbOrTx, item: ItemKey, paise: bigint): Promise<void> {
  const updated = await tx.update(itemCosts).set({ averagePaise: paise, updatedAt: sql`now()` }).where(keyOf(item)).returning({ id: itemCosts.id });
  if (updated.length === 0) await tx.insert(itemCosts).values({ storeItemId: item.storeItemId, sheetId: item.sheetId, averagePaise: paise });
}
