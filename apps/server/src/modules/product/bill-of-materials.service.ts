import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OtherCost, OtherCostInput, RawMaterial, RawMaterialInput } from '@steelworks/contract/product';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { PagedQuery } from '../../lib/paginate';
import { fromMilli, toMilli } from '../store/store.service';
import { storeItems } from '../store/store.table';
import { findLive, otherCostAnswer, rawMaterialFor, rawMaterialLines, type Viewer } from './product-rows';
import { productOtherCosts, productRawMaterials, products } from './product.table';

/** The line (of a bill of materials or other costs) belongs to a product still in the catalogue. */
function ofLiveProduct(productId: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${products} where ${products.id} = ${productId} and ${products.deletedAt} is null)`;
}

export async function listRawMaterials(db: DbOrTx, productId: number | undefined, viewer: Viewer): Promise<PagedQuery<RawMaterial>> {
  const where = and(
    productId !== undefined ? eq(productRawMaterials.productId, productId) : undefined,
    ofLiveProduct(productRawMaterials.productId),
  )!;
  return {
    count: async () => (await db.select({ n: count() }).from(productRawMaterials).where(where))[0]!.n,
    rows: async (limit, offset) => {
      const ids = (
        await db.select({ id: productRawMaterials.id }).from(productRawMaterials).where(where).orderBy(asc(productRawMaterials.id)).limit(limit).offset(offset)
      ).map((r) => r.id);
      if (ids.length === 0) return [];
      return (await rawMaterialLines(db, inArray(productRawMaterials.id, ids))).map((line) => rawMaterialFor(line, viewer));
    },
  };
}

export async function addRawMaterial(db: DbOrTx, input: RawMaterialInput, viewer: Viewer): Promise<RawMaterial> {
  const id = await db.transaction(async (tx) => {
    await findLive(tx, input.product).catch(() => {
      throw fieldError('product', 'Product not found.');
    });
    const [item] = await tx
      .select({ id: storeItems.id, name: storeItems.name })
      .from(storeItems)
      .where(and(eq(storeItems.id, input.store_item), isNull(storeItems.deletedAt)))
      .limit(1);
    if (!item) throw fieldError('store_item', 'Store item not found.');
    const [existing] = await tx
      .select({ id: productRawMaterials.id })
      .from(productRawMaterials)
      .where(and(eq(productRawMaterials.productId, input.product), eq(productRawMaterials.storeItemId, input.store_item)))
      .limit(1);
    if (existing) throw fieldError('store_item', 'This store item is already a raw material of this product.');
    const [row] = await tx
      .insert(productRawMaterials)
      .values({ productId: input.product, storeItemId: input.store_item, quantity: String(input.quantity) })
      .returning({ id: productRawMaterials.id });
    // The bill of materials is part of the product (it sets the cost): the change shows in the product's history.
    await recordAudit(tx, viewer, {
      entity: 'product',
      id: input.product,
      action: 'update',
      after: { [`raw material: ${item.name}`]: input.quantity },
      note: 'Raw material added',
    });
    return row!.id;
  });
  const [line] = await rawMaterialLines(db, eq(productRawMaterials.id, id));
  return rawMaterialFor(line!, viewer);
}

export async function removeRawMaterial(db: DbOrTx, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(productRawMaterials)
      .where(and(eq(productRawMaterials.id, id), ofLiveProduct(productRawMaterials.productId)))
      .returning({ productId: productRawMaterials.productId, storeItemId: productRawMaterials.storeItemId, quantity: productRawMaterials.quantity });
    if (!deleted) throw notFound();
    const [item] = await tx.select({ name: storeItems.name }).from(storeItems).where(eq(storeItems.id, deleted.storeItemId));
    await recordAudit(tx, actor, {
      entity: 'product',
      id: deleted.productId,
      action: 'update',
      before: { [`raw material: ${item?.name ?? deleted.storeItemId}`]: Number(deleted.quantity) },
      note: 'Raw material removed',
    });
  });
}

export async function addOtherCost(db: DbOrTx, input: OtherCostInput, actor: AuditActor): Promise<OtherCost> {
  return db.transaction(async (tx) => {
    await findLive(tx, input.product).catch(() => {
      throw fieldError('product', 'Product not found.');
    });
    const [row] = await tx
      .insert(productOtherCosts)
      .values({ productId: input.product, note: input.note, amount: input.amount })
      .returning();
    await recordAudit(tx, actor, { entity: 'product', id: input.product, action: 'update', after: { [`other cost: ${input.note}`]: input.amount }, note: 'Other cost added' });
    return otherCostAnswer(row!);
  });
}

export async function removeOtherCost(db: DbOrTx, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(productOtherCosts)
      .where(and(eq(productOtherCosts.id, id), ofLiveProduct(productOtherCosts.productId)))
      .returning();
    if (!deleted) throw notFound();
    await recordAudit(tx, actor, {
      entity: 'product',
      id: deleted.productId,
      action: 'update',
      before: { [`other cost: ${deleted.note}`]: deleted.amount },
      note: 'Other cost removed',
    });
  });
}

/** The bill of materials of products: per product, its store items and quantity per unit (for supply and checks). */
export async function billOfMaterials(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<Map<number, { storeItemId: number; name: string; quantity: string }[]>> {
  const result = new Map<number, { storeItemId: number; name: string; quantity: string }[]>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({ productId: productRawMaterials.productId, storeItemId: productRawMaterials.storeItemId, name: storeItems.name, quantity: productRawMaterials.quantity })
    .from(productRawMaterials)
    .innerJoin(storeItems, eq(storeItems.id, productRawMaterials.storeItemId))
    .where(inArray(productRawMaterials.productId, [...new Set(productIds)]))
    .orderBy(asc(productRawMaterials.id));
  for (const row of rows) {
    const lines = result.get(row.productId) ?? [];
    lines.push({ storeItemId: row.storeItemId, name: row.name, quantity: row.quantity });
    result.set(row.productId, lines);
  }
  return result;
}

/** The raw materials of order items (BOM x quantity), one need per BOM line, for the stock checks. */
export async function materialNeeds(
  db: DbOrTx,
  items: ReadonlyArray<{ product: number; quantity: number }>,
): Promise<Array<{ storeItemId: number; quantity: string }>> {
  const bom = await billOfMaterials(
    db,
    items.map((i) => i.product),
  );
  return items.flatMap((item) =>
    (bom.get(item.product) ?? []).map((line) => ({
      storeItemId: line.storeItemId,
      quantity: fromMilli(toMilli(line.quantity) * BigInt(item.quantity)),
    })),
  );
}

/** Up to five live products whose bill of materials lists this store item, by name: the store refuses to remove it (store.service.ts `StoreItemUses`). */
export async function productsUsingStoreItem(db: DbOrTx, storeItemId: number): Promise<string[]> {
  const users = await db
    .select({ name: products.name })
    .from(productRawMaterials)
    .innerJoin(products, eq(products.id, productRawMaterials.productId))
    .where(and(eq(productRawMaterials.storeItemId, storeItemId), isNull(products.deletedAt)))
    .orderBy(asc(products.name))
    .limit(5);
  return users.map((user) => user.name);
}
