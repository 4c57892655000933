import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { canSeeCost, canSeeProfit, type OtherCost, type RawMaterial } from '@steelworks/contract/product';
import type { Role } from '@steelworks/contract/roles';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit';
import { storeItems } from '../store/store.table';
import { money } from './product-pricing';
import { productOtherCosts, productRawMaterials, products } from './product.table';

// What the product capability files share: who sees cost and profit, the live products, image addresses, and the
// lines of a bill of materials and of other costs as answers.

export const IMAGE_FOLDER = 'products';
/** Where product images are served (public route with unguessable generated names; see catalogue.routes.ts). */
const MEDIA_PATH = '/api/v1/store/media/';

/** What the answer may carry for a role (docs/product/roles-and-permissions.md#cost-and-profit-visibility); who changes a product, for the audit log. */
export type Viewer = { role: Role } & NonNullable<AuditActor>;
export const seesCost = (viewer: Viewer) => canSeeCost(viewer.role);
export const seesProfit = (viewer: Viewer) => canSeeProfit(viewer.role);

export const live = isNull(products.deletedAt);

export function mediaUrl(name: string | null): string | null {
  return name ? `${MEDIA_PATH}${name}` : null;
}

/** A product's size and shape, as the product list and an order's items show them. */
export const productSizeColumns = {
  channelSize: products.channelSize,
  guage: products.guage,
  perticular: products.perticular,
  noOfCols: products.noOfCols,
  width: products.width,
  height: products.height,
};

export async function findLive(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(products).where(and(eq(products.id, id), live)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function rawMaterialLines(db: DbOrTx, where: SQL): Promise<(RawMaterial & { price: string; amount: string })[]> {
  const rows = await db
    .select({
      id: productRawMaterials.id,
      product: productRawMaterials.productId,
      storeItem: productRawMaterials.storeItemId,
      name: storeItems.name,
      unitType: storeItems.unitType,
      quantity: productRawMaterials.quantity,
      price: storeItems.price,
      amount: sql<string>`round(${productRawMaterials.quantity} * ${storeItems.price}, 2)::text`,
    })
    .from(productRawMaterials)
    .innerJoin(storeItems, eq(storeItems.id, productRawMaterials.storeItemId))
    .where(where)
    .orderBy(asc(productRawMaterials.id));
  return rows.map((r) => ({
    id: r.id,
    product: r.product,
    store_item: r.storeItem,
    name: r.name,
    unit_type: r.unitType,
    quantity: Number(r.quantity),
    price: r.price,
    amount: money(r.amount),
  }));
}

export function rawMaterialFor(line: RawMaterial & { price: string; amount: string }, viewer: Viewer): RawMaterial {
  if (seesCost(viewer)) return line;
  const { price: _price, amount: _amount, ...rest } = line;
  return rest;
}

export function otherCostAnswer(row: typeof productOtherCosts.$inferSelect): OtherCost {
  return { id: row.id, product: row.productId, note: row.note, amount: row.amount };
}
