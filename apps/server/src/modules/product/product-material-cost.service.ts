import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { recordAudits, type AuditActor } from '../../lib/audit';
import { billOfMaterials } from './bill-of-materials.service';
import { money, pricedProducts } from './product-pricing';
import { products } from './product.table';

export type FollowingProduct = {
  id: number;
  name: string;
  profit: string;
  costFromAverage: boolean;
  rawCost: string;
  otherCost: string;
  cost: string;
  price: string;
  bom: Array<{ storeItemId: number; quantity: string }>;
};

/**
 * Live products whose material cost follows the average cost (or those of `ids`), with the cost and price in use and
 * their bill of materials (docs/product/buying.md#stock-value).
 */
export async function productsFollowingAverage(db: DbOrTx, ids?: readonly number[]): Promise<FollowingProduct[]> {
  const rows = await pricedProducts(db, { id: products.id, name: products.name, profit: products.profit, costFromAverage: products.costFromAverage })
    .where(and(isNull(products.deletedAt), ids ? inArray(products.id, [...ids]) : eq(products.costFromAverage, true)))
    .orderBy(products.name)
    .limit(500);
  const bom = await billOfMaterials(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    ...row,
    rawCost: money(row.rawCost),
    otherCost: money(row.otherCost),
    cost: money(row.cost),
    price: money(row.price),
    bom: (bom.get(row.id) ?? []).map((line) => ({ storeItemId: line.storeItemId, quantity: line.quantity })),
  }));
}

/** The per-product switch: its material cost follows the average cost (confirmed on the material-cost screen) or the typed prices. */
export async function setCostFromAverage(db: DbOrTx, id: number, on: boolean, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ on: products.costFromAverage }).from(products).where(and(eq(products.id, id), isNull(products.deletedAt))).for('update');
    if (!before) throw notFound();
    await tx.update(products).set({ costFromAverage: on, averageMaterialCost: null, updatedAt: sql`now()` }).where(eq(products.id, id));
    await recordAudits(tx, actor, [{ entity: 'product', id, action: 'update', before: { cost_from_average: before.on }, after: { cost_from_average: on } }]);
  });
}

/** Confirmed new material costs, each audited with the cost and price before and after. */
export async function applyAverageMaterialCosts(
  tx: DbOrTx,
  changes: ReadonlyArray<{ id: number; rawCost: string; before: { cost: string; price: string }; after: { cost: string; price: string } }>,
  actor: AuditActor,
): Promise<void> {
  for (const change of changes) {
    await tx.update(products).set({ averageMaterialCost: change.rawCost, updatedAt: sql`now()` }).where(eq(products.id, change.id));
  }
  await recordAudits(
    tx,
    actor,
    changes.map((change) => ({ entity: 'product', id: change.id, action: 'update' as const, before: change.before, after: change.after, note: 'Material cost at the average cost' })),
  );
}
