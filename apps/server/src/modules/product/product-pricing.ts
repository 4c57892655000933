import { eq, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { storeItems } from '../store/store.table';
import { productOtherCosts, productRawMaterials, products } from './product.table';

// Cost and price, computed in SQL where read (docs/product/catalogue-and-store.md#cost-and-price): each BOM line is quantity x store price
// rounded to 2 decimals (so the listed lines add up to the shown cost), plus the other costs; price is
// cost x (1 + profit / 100) rounded to 2 decimals. numeric arithmetic is exact. No cast to numeric(14,2) on the way
// out: an absurd BOM quantity or store price must not make the product (and every list holding it) unreadable.
/**
 * A select of products with `columns` and their raw-material cost, other cost, cost and price. The BOM lines and the
 * other costs are each summed once per product, in a lateral join: as subqueries in the select list they were summed
 * again for the cost and again for the price (three sums of a 400-line BOM for one product).
 */
export function pricedProducts<T extends SelectedFields>(db: DbOrTx, columns: T) {
  const raw = db
    .select({ total: sql<string>`coalesce(sum(round(${productRawMaterials.quantity} * ${storeItems.price}, 2)), 0)`.as('raw_cost_total') })
    .from(productRawMaterials)
    .innerJoin(storeItems, eq(storeItems.id, productRawMaterials.storeItemId))
    .where(eq(productRawMaterials.productId, products.id))
    .as('raw_cost');
  const other = db
    .select({ total: sql<string>`coalesce(sum(${productOtherCosts.amount}), 0)`.as('other_cost_total') })
    .from(productOtherCosts)
    .where(eq(productOtherCosts.productId, products.id))
    .as('other_cost');
  // drizzle names a subquery's field without its alias, so each total has a name of its own. A product whose material
  // cost follows the average cost uses the figure last confirmed for it (docs/product/buying.md#stock-value).
  const rawTotal = sql`(case when ${products.costFromAverage} and ${products.averageMaterialCost} is not null then ${products.averageMaterialCost} else ${raw.total} end)`;
  const cost = sql`(${rawTotal} + ${other.total})`;
  return db
    .select({
      ...columns,
      rawCost: sql<string>`round(${rawTotal}, 2)::text`,
      otherCost: sql<string>`round(${other.total}, 2)::text`,
      cost: sql<string>`round(${cost}, 2)::text`,
      price: sql<string>`round(${cost} * (100 + ${products.profit}) / 100, 2)::text`,
    })
    .from(products)
    .crossJoinLateral(raw)
    .crossJoinLateral(other);
}

export function money(value: string): string {
  // round(x, 2)::text reads "1250.00", but a sum over no rows reads "0".
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${(fraction + '00').slice(0, 2)}`;
}

/**
 * Cost and selling price of products right now, for the unit_price/unit_cost snapshot of order items
 * (docs/product/catalogue-and-store.md#cost-and-price). Removed products are included (an old order may be re-saved).
 */
export async function productPrices(db: DbOrTx, ids: readonly number[]): Promise<Map<number, { name: string; cost: string; price: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await pricedProducts(db, { id: products.id, name: products.name }).where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { name: r.name, cost: money(r.cost), price: money(r.price) }]));
}
