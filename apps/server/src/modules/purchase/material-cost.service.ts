import { inArray } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { MaterialCostRow } from '@steelworks/contract/valuation';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit';
import { applyAverageMaterialCosts, productsFollowingAverage, type FollowingProduct } from '../product/product-material-cost.service';
import { storePrices } from '../store/store-stock-at.service';
import { toMilli } from '../store/store.service';
import { itemCosts } from './purchase.table';

/** quantity (thousandths) x paise, rounded half up: one BOM line, as the catalogue rounds it (to the paisa). */
const linePaise = (quantityMilli: bigint, paise: bigint) => (quantityMilli * paise * 2n + 1000n) / 2000n;

/** cost x (1 + profit / 100), rounded half up to the paisa, as the catalogue's price. */
const pricePaise = (costPaise: bigint, profit: string) => {
  const hundredths = toCents(profit);
  return (costPaise * (10000n + hundredths) * 2n + 10000n) / 20000n;
};

async function averagesOf(db: DbOrTx, storeItemIds: number[]): Promise<Map<number, bigint>> {
  if (storeItemIds.length === 0) return new Map();
  const rows = await db.select({ id: itemCosts.storeItemId, paise: itemCosts.averagePaise }).from(itemCosts).where(inArray(itemCosts.storeItemId, storeItemIds));
  return new Map(rows.filter((row) => row.id !== null).map((row) => [row.id!, row.paise]));
}

type Preview = MaterialCostRow & { rawCost: string };

/**
 * Each product's material cost at the current average cost of its store items (the typed store price where an item
 * was never received at a cost): the figure in use beside the new one, and the price each gives
 * (docs/decisions/044-purchase-orders-and-receipts.md, "Stock valuation").
 */
async function previewOf(db: DbOrTx, found: FollowingProduct[]): Promise<Preview[]> {
  const ids = [...new Set(found.flatMap((p) => p.bom.map((line) => line.storeItemId)))];
  const [averages, prices] = await Promise.all([averagesOf(db, ids), storePrices(db, ids)]);
  return found.map((product) => {
    const raw = product.bom.reduce((sum, line) => sum + linePaise(toMilli(line.quantity), averages.get(line.storeItemId) ?? toCents(prices.get(line.storeItemId) ?? '0')), 0n);
    const cost = raw + toCents(product.otherCost);
    return {
      product: product.id,
      name: product.name,
      cost_from_average: product.costFromAverage,
      old_cost: product.cost,
      new_cost: formatCents(cost),
      old_price: product.price,
      new_price: formatCents(pricePaise(cost, product.profit)),
      rawCost: formatCents(raw),
    };
  });
}

/** GET /purchase/material-costs/: the products that follow the average cost, old and new. */
export async function previewMaterialCosts(db: DbOrTx): Promise<MaterialCostRow[]> {
  return (await previewOf(db, await productsFollowingAverage(db))).map(({ rawCost: _, ...row }) => row);
}

/**
 * POST /purchase/material-costs/apply/: the new costs of the products chosen, worked out again in the transaction (so
 * what is applied is what the averages say now), each audited. A product that does not follow the average is refused.
 */
export async function applyMaterialCosts(db: DbOrTx, ids: number[], actor: AuditActor): Promise<MaterialCostRow[]> {
  await db.transaction(async (tx) => {
    const found = await productsFollowingAverage(tx, ids);
    const wrong = ids.findIndex((id) => !found.some((p) => p.id === id && p.costFromAverage));
    if (wrong >= 0) throw fieldError(`products.${wrong}`, 'This product does not follow the average cost');
    const rows = await previewOf(tx, found);
    await applyAverageMaterialCosts(
      tx,
      rows.map((row) => ({ id: row.product, rawCost: row.rawCost, before: { cost: row.old_cost, price: row.old_price }, after: { cost: row.new_cost, price: row.new_price } })),
      actor,
    );
  });
  return previewMaterialCosts(db);
}

