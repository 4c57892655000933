import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import {
  allowedAddons,
  ADDON_NAMES,
  canSeeCost,
  canSeeProfit,
  composeProductName,
  isDoorType,
  PRODUCT_MESSAGES,
  type AvailableAddons,
  type OtherCost,
  type OtherCostInput,
  type Perticular,
  type Product,
  type ProductInput,
  type ProductListItem,
  type ProductPatch,
  type RawMaterial,
  type RawMaterialInput,
} from '@steelworks/contract/product';
import type { Role } from '@steelworks/contract/roles';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { removeImage, saveImage, uploadedImage, type FileStore, type StoredImage } from '../../lib/files';
import { likePattern, searchCappedCounter, type PagedQuery } from '../../lib/paginate';
import { fromMilli, toMilli } from '../store/store.service';
import { storeItems } from '../store/store.table';
import { productOtherCosts, productRawMaterials, products } from './product.table';

export const IMAGE_FOLDER = 'products';
/** Where product images are served (public route with unguessable generated names; see product.routes.ts). */
export const MEDIA_PATH = '/api/v1/store/media/';

/** What the answer may carry for a role (DECISIONS.md section 3); who changes a product, for the audit log. */
type Viewer = { role: Role } & NonNullable<AuditActor>;

/** A product row as the audit log compares it: what a person enters, without ids and timestamps. */
function productSnapshot(row: typeof products.$inferSelect) {
  const { id: _id, createdAt: _created, updatedAt: _updated, deletedAt: _deleted, thumbnail: _thumbnail, ...fields } = row;
  return fields;
}
const seesCost = (viewer: Viewer) => canSeeCost(viewer.role);
const seesProfit = (viewer: Viewer) => canSeeProfit(viewer.role);

// Cost and price, computed in SQL where read (DECISIONS.md section 4): each BOM line is quantity x store price
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
  // drizzle names a subquery's field without its alias, so each total has a name of its own.
  const cost = sql`(${raw.total} + ${other.total})`;
  return db
    .select({
      ...columns,
      rawCost: sql<string>`round(${raw.total}, 2)::text`,
      otherCost: sql<string>`round(${other.total}, 2)::text`,
      cost: sql<string>`round(${cost}, 2)::text`,
      price: sql<string>`round(${cost} * (100 + ${products.profit}) / 100, 2)::text`,
    })
    .from(products)
    .crossJoinLateral(raw)
    .crossJoinLateral(other);
}

const live = isNull(products.deletedAt);

function mediaUrl(name: string | null): string | null {
  return name ? `${MEDIA_PATH}${name}` : null;
}

function money(value: string): string {
  // round(x, 2)::text reads "1250.00", but a sum over no rows reads "0".
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${(fraction + '00').slice(0, 2)}`;
}

/** The columns of the product list (exported for the bench, which times the same statement). */
export const listColumns = {
  id: products.id,
  name: products.name,
  serialNumber: products.serialNumber,
  image: products.image,
  thumbnail: products.thumbnail,
  isDoor: products.isDoor,
  isWindow: products.isWindow,
  isSecurityDoor: products.isSecurityDoor,
  channelSize: products.channelSize,
  guage: products.guage,
  perticular: products.perticular,
  noOfCols: products.noOfCols,
  width: products.width,
  height: products.height,
  description: products.description,
  unitType: products.unitType,
  profit: products.profit,
};

export function listProducts(db: DbOrTx, search: string, viewer: Viewer): PagedQuery<ProductListItem> {
  const term = search.trim();
  const where = and(
    live,
    term ? or(ilike(products.name, likePattern(term)), ilike(products.serialNumber, likePattern(term))) : undefined,
  );
  return {
    ...searchCappedCounter(
      db,
      term,
      () => db.select({ id: products.id }).from(products).where(where),
      async () => (await db.select({ n: count() }).from(products).where(where))[0]!.n,
    ),
    rows: async (limit, offset) => {
      const rows = await pricedProducts(db, listColumns).where(where).orderBy(desc(products.id)).limit(limit).offset(offset);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        serial_number: row.serialNumber,
        image: mediaUrl(row.image),
        thumbnail: mediaUrl(row.thumbnail),
        is_door: row.isDoor,
        is_window: row.isWindow,
        is_security_door: row.isSecurityDoor,
        channel_size: row.channelSize,
        guage: Number(row.guage),
        perticular: row.perticular as Perticular,
        no_of_cols: row.noOfCols,
        width: Number(row.width),
        height: Number(row.height),
        description: row.description,
        unit_type: row.unitType,
        price: money(row.price),
        ...(seesCost(viewer)
          ? { cost: money(row.cost), raw_material_cost: money(row.rawCost), other_cost: money(row.otherCost) }
          : {}),
        ...(seesProfit(viewer) ? { profit: row.profit } : {}),
      }));
    },
  };
}

async function findLive(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(products).where(and(eq(products.id, id), live)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function rawMaterialLines(db: DbOrTx, where: SQL): Promise<(RawMaterial & { price: string; amount: string })[]> {
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

function rawMaterialFor(line: RawMaterial & { price: string; amount: string }, viewer: Viewer): RawMaterial {
  if (seesCost(viewer)) return line;
  const { price: _price, amount: _amount, ...rest } = line;
  return rest;
}

/** The product, its bill of materials and its other costs, read side by side (a BOM can hold hundreds of lines). */
export async function getProduct(db: DbOrTx, id: number, viewer: Viewer): Promise<Product> {
  const [[row], lines, otherCosts] = await Promise.all([
    pricedProducts(db, { p: products }).where(and(eq(products.id, id), live)).limit(1),
    rawMaterialLines(db, eq(productRawMaterials.productId, id)),
    db.select().from(productOtherCosts).where(eq(productOtherCosts.productId, id)).orderBy(asc(productOtherCosts.id)),
  ]);
  if (!row) throw notFound();
  const { p } = row;
  const cost = seesCost(viewer);
  const answer: Product = {
    id: p.id,
    name: p.name,
    serial_number: p.serialNumber,
    image: mediaUrl(p.image),
    thumbnail: mediaUrl(p.thumbnail),
    is_door: p.isDoor,
    is_window: p.isWindow,
    is_security_door: p.isSecurityDoor,
    channel_size: p.channelSize,
    guage: Number(p.guage),
    perticular: p.perticular,
    no_of_cols: p.noOfCols,
    width: Number(p.width),
    height: Number(p.height),
    description: p.description,
    unit_type: p.unitType,
    price: money(row.price),
    rawmaterial: lines.map((line) => rawMaterialFor(line, viewer)),
    // The Other Costs card is on every role's detail; the amounts are costs, so only roles that see cost get them.
    othercost: otherCosts.map((row) => {
      const { amount, ...line } = otherCostAnswer(row);
      return cost ? { ...line, amount } : line;
    }),
  };
  if (cost) {
    answer.cost = money(row.cost);
    answer.raw_material_cost = money(row.rawCost);
    answer.other_cost = money(row.otherCost);
  }
  if (seesProfit(viewer)) answer.profit = p.profit;
  return answer;
}

function otherCostAnswer(row: typeof productOtherCosts.$inferSelect): OtherCost {
  return { id: row.id, product: row.productId, note: row.note, amount: row.amount };
}

async function assertSerialFree(db: DbOrTx, serial: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(live, sql`lower(${products.serialNumber}) = lower(${serial})`, exceptId ? sql`${products.id} <> ${exceptId}` : undefined))
    .limit(1);
  if (taken) throw fieldError('serial_number', 'A product with this serial number already exists.');
}

type ProductFields = {
  serial_number: string;
  channel_size: string;
  guage: number;
  perticular?: Perticular;
  no_of_cols?: number;
  width: number;
  height: number;
  is_door: boolean;
  is_window: boolean;
  is_security_door: boolean;
};

/** Door types hide perticular and no_of_cols; blank means D and 1 (spec 2 section 5). */
function withDoorDefaults<T extends ProductFields>(input: T): T & { perticular: Perticular; no_of_cols: number } {
  if (isDoorType(input)) return { ...input, perticular: input.perticular ?? 'D', no_of_cols: input.no_of_cols ?? 1 };
  if (input.perticular === undefined || input.no_of_cols === undefined) {
    const fields: Record<string, string[]> = {};
    if (input.perticular === undefined) fields.perticular = [PRODUCT_MESSAGES.invalidInput];
    if (input.no_of_cols === undefined) fields.no_of_cols = [PRODUCT_MESSAGES.invalidInput];
    throw new AppError('validation', PRODUCT_MESSAGES.invalidInput, fields);
  }
  return input as T & { perticular: Perticular; no_of_cols: number };
}

function assertOneType(p: { is_door: boolean; is_window: boolean; is_security_door: boolean }) {
  if ([p.is_door, p.is_window, p.is_security_door].filter(Boolean).length !== 1) {
    throw fieldError('type', PRODUCT_MESSAGES.chooseType);
  }
}

export type ProductDeps = { files: FileStore };

export async function createProduct(db: DbOrTx, deps: ProductDeps, input: ProductInput, viewer: Viewer): Promise<Product> {
  assertOneType(input);
  const fields = withDoorDefaults(input);
  const upload = uploadedImage(input.image);
  await assertSerialFree(db, fields.serial_number);
  const stored = upload ? await saveImage(deps.files, IMAGE_FOLDER, upload) : undefined;
  try {
    const name = fields.name ? fields.name : composeProductName(fields);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          name,
          nameCustom: !!fields.name,
          serialNumber: fields.serial_number,
          channelSize: fields.channel_size,
          guage: String(fields.guage),
          perticular: fields.perticular,
          noOfCols: fields.no_of_cols,
          width: String(fields.width),
          height: String(fields.height),
          profit: fields.profit !== undefined ? String(fields.profit) : '0',
          description: fields.description ?? '',
          isDoor: fields.is_door,
          isWindow: fields.is_window,
          isSecurityDoor: fields.is_security_door,
          unitType: fields.unit_type ?? 'Nos',
          image: stored?.image ?? null,
          thumbnail: stored?.thumbnail ?? null,
        })
        .returning();
      await recordAudit(tx, viewer, { entity: 'product', id: row!.id, action: 'create', after: productSnapshot(row!) });
      return row!.id;
    });
    return getProduct(db, id, viewer);
  } catch (error) {
    if (stored) await removeImage(deps.files, IMAGE_FOLDER, stored);
    throw error;
  }
}

/** PUT sends every field (profit and description optional), PATCH some; the merged product is checked again. */
export async function updateProduct(db: DbOrTx, deps: ProductDeps, id: number, input: ProductPatch, viewer: Viewer): Promise<Product> {
  let stored: StoredImage | undefined;
  let replaced: StoredImage | undefined;
  // The image is checked and stored before the transaction: decoding waits its turn (files.ts limits decodes per
  // process), and a transaction held meanwhile would hold the row lock, and on PGlite the one connection, with it.
  const before = await findLive(db, id);
  const upload = uploadedImage(input.image, 'image', [before.image, mediaUrl(before.image)].filter((v): v is string => !!v));
  if (upload) stored = await saveImage(deps.files, IMAGE_FOLDER, upload);
  try {
    await db.transaction(async (tx) => {
      const current = await findLive(tx, id, true);
      const typeGiven = input.is_door !== undefined || input.is_window !== undefined || input.is_security_door !== undefined;
      const merged = {
        serial_number: input.serial_number ?? current.serialNumber,
        channel_size: input.channel_size ?? current.channelSize,
        guage: input.guage ?? Number(current.guage),
        width: input.width ?? Number(current.width),
        height: input.height ?? Number(current.height),
        is_door: typeGiven ? !!input.is_door : current.isDoor,
        is_window: typeGiven ? !!input.is_window : current.isWindow,
        is_security_door: typeGiven ? !!input.is_security_door : current.isSecurityDoor,
        perticular: input.perticular ?? (current.perticular as Perticular),
        no_of_cols: input.no_of_cols ?? current.noOfCols,
      };
      // A window becoming a door type: the form hides perticular and columns, so the window's values would stay
      // unseen (and columns drive scheduled work); they take the door defaults D and 1 unless sent.
      if (isDoorType(merged) && !isDoorType({ is_door: current.isDoor, is_security_door: current.isSecurityDoor })) {
        merged.perticular = input.perticular ?? 'D';
        merged.no_of_cols = input.no_of_cols ?? 1;
      }
      assertOneType(merged);
      const fields = withDoorDefaults(merged);
      if (fields.serial_number.toLowerCase() !== current.serialNumber.toLowerCase()) await assertSerialFree(tx, fields.serial_number, id);
      // The name: typed by a person, or composed and kept in step with the fields it is composed of.
      const composed = composeProductName(fields);
      let name = current.nameCustom ? current.name : composed;
      let nameCustom = current.nameCustom;
      if (input.name !== undefined) {
        if (input.name === '') {
          name = composed;
          nameCustom = false;
        } else if (input.name !== current.name || current.nameCustom) {
          name = input.name;
          nameCustom = true;
        }
      }
      if (stored && current.image) replaced = { image: current.image, thumbnail: current.thumbnail ?? '' };
      const [updated] = await tx
        .update(products)
        .set({
          name,
          nameCustom,
          serialNumber: fields.serial_number,
          channelSize: fields.channel_size,
          guage: String(fields.guage),
          perticular: fields.perticular,
          noOfCols: fields.no_of_cols,
          width: String(fields.width),
          height: String(fields.height),
          isDoor: fields.is_door,
          isWindow: fields.is_window,
          isSecurityDoor: fields.is_security_door,
          ...(input.profit !== undefined ? { profit: String(input.profit) } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.unit_type !== undefined ? { unitType: input.unit_type } : {}),
          ...(stored ? { image: stored.image, thumbnail: stored.thumbnail } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(products.id, id))
        .returning();
      await recordAudit(tx, viewer, { entity: 'product', id, action: 'update', before: productSnapshot(current), after: productSnapshot(updated!) });
    });
  } catch (error) {
    if (stored) await removeImage(deps.files, IMAGE_FOLDER, stored);
    throw error;
  }
  if (replaced) await removeImage(deps.files, IMAGE_FOLDER, replaced);
  return getProduct(db, id, viewer);
}

/** "Remove": the product leaves the catalogue; orders that name it keep it. */
export async function removeProduct(db: DbOrTx, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findLive(tx, id, true);
    await tx.update(products).set({ deletedAt: sql`now()` }).where(eq(products.id, id));
    await recordAudit(tx, actor, { entity: 'product', id, action: 'delete', before: productSnapshot(current) });
  });
}

// ----- bill of materials and other costs -----

export async function listRawMaterials(db: DbOrTx, productId: number | undefined, viewer: Viewer): Promise<PagedQuery<RawMaterial>> {
  const where = and(
    productId !== undefined ? eq(productRawMaterials.productId, productId) : undefined,
    sql`exists (select 1 from ${products} where ${products.id} = ${productRawMaterials.productId} and ${products.deletedAt} is null)`,
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
      .where(
        and(
          eq(productRawMaterials.id, id),
          sql`exists (select 1 from ${products} where ${products.id} = ${productRawMaterials.productId} and ${products.deletedAt} is null)`,
        ),
      )
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
      .where(
        and(
          eq(productOtherCosts.id, id),
          sql`exists (select 1 from ${products} where ${products.id} = ${productOtherCosts.productId} and ${products.deletedAt} is null)`,
        ),
      )
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

// ----- for the orders module -----

/**
 * Cost and selling price of products right now, for the unit_price/unit_cost snapshot of order items
 * (DECISIONS.md section 4). Removed products are included (an old order may be re-saved).
 */
export async function productPrices(db: DbOrTx, ids: readonly number[]): Promise<Map<number, { name: string; cost: string; price: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await pricedProducts(db, { id: products.id, name: products.name }).where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { name: r.name, cost: money(r.cost), price: money(r.price) }]));
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

/** POST /store/available_addons/: what the addon picker offers for this product given what is chosen. */
export async function availableAddons(db: DbOrTx, productId: number, chosen: readonly string[]): Promise<AvailableAddons> {
  await findLive(db, productId);
  return {
    product: productId,
    panel_chosen: chosen.includes('Panel'),
    addons: allowedAddons(chosen),
    always_appended: [{ addon_name: 'Material', quantity: 1, description: '' }],
    all_names: [...ADDON_NAMES],
  };
}
