import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  composeProductName,
  isDoorType,
  PRODUCT_MESSAGES,
  type Perticular,
  type Product,
  type ProductInput,
  type ProductListItem,
  type ProductPatch,
} from '@steelworks/contract/product';
import { hsnFitsTurnover, TAX_CODE_TEXT } from '@steelworks/contract/tax-code';
import type { CompanySettings, ProductTax } from '@steelworks/contract/billing';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { removeImage, saveImage, uploadedImage, type FileStore, type StoredImage } from '../../lib/files';
import { likePattern, searchCappedCounter, type PagedQuery } from '../../lib/paginate';
import { money, pricedProducts } from './product-pricing';
import {
  findLive,
  IMAGE_FOLDER,
  live,
  mediaUrl,
  otherCostAnswer,
  productSizeColumns,
  rawMaterialFor,
  rawMaterialLines,
  seesCost,
  seesProfit,
  type Viewer,
} from './product-rows';
import { productOtherCosts, productRawMaterials, products } from './product.table';

/** A product row as the audit log compares it: what a person enters, without ids and timestamps. */
function productSnapshot(row: typeof products.$inferSelect) {
  const { id: _id, createdAt: _created, updatedAt: _updated, deletedAt: _deleted, thumbnail: _thumbnail, ...fields } = row;
  return fields;
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
  ...productSizeColumns,
  description: products.description,
  unitType: products.unitType,
  hsnCode: products.hsnCode,
  gstRate: products.gstRate,
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
        hsn_code: row.hsnCode,
        gst_rate: row.gstRate,
        price: money(row.price),
        ...(seesCost(viewer)
          ? { cost: money(row.cost), raw_material_cost: money(row.rawCost), other_cost: money(row.otherCost) }
          : dealerCost(viewer, row.price)),
        ...(seesProfit(viewer) ? { profit: row.profit } : {}),
      }));
    },
  };
}

/**
 * A dealer's `cost` is the price it sees (docs/product/roles-and-permissions.md#cost-and-profit-visibility: the dealer screens' "cost" column shows that price;
 * the 2022 client reads `cost` there, as it does on order items): never our cost. Other roles without cost get none.
 */
function dealerCost(viewer: Viewer, price: string): { cost?: string } {
  return viewer.role === 'dealer' ? { cost: money(price) } : {};
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
    hsn_code: p.hsnCode,
    gst_rate: p.gstRate,
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
  } else {
    Object.assign(answer, dealerCost(viewer, row.price));
  }
  if (seesProfit(viewer)) answer.profit = p.profit;
  return answer;
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

/** Door types hide perticular and no_of_cols; blank means D and 1 (docs/product/catalogue-and-store.md#product-form). */
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

/** The columns set from the form's serial, size and type fields, alike by create and update. */
function fieldColumns(fields: ProductFields & { perticular: Perticular; no_of_cols: number }) {
  return {
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
  };
}

/**
 * The tax settings a product takes: its type's HSN code and rate, and whether the turnover asks for a longer HSN code.
 * They are billing's (billing sits above product: an invoice names products); `app.ts` gives billing's readers
 * (docs/decisions/057-server-modules-one-way.md).
 */
export type ProductTaxSettings = {
  typeTaxOf(db: DbOrTx, item: { isDoor: boolean; isWindow: boolean; isSecurityDoor: boolean }): Promise<ProductTax>;
  getBillingSettings(db: DbOrTx): Promise<Pick<CompanySettings, 'turnover_above_5_crore'>>;
};

export type ProductDeps = { files: FileStore; tax: ProductTaxSettings };

export async function createProduct(db: DbOrTx, deps: ProductDeps, input: ProductInput, viewer: Viewer): Promise<Product> {
  assertOneType(input);
  const fields = withDoorDefaults(input);
  const upload = uploadedImage(input.image);
  await assertSerialFree(db, fields.serial_number);
  const typeTax = await deps.tax.typeTaxOf(db, fieldColumns(fields));
  const tax = { hsnCode: input.hsn_code ?? typeTax.hsn_code, gstRate: input.gst_rate ?? typeTax.gst_rate };
  await assertHsnFitsTurnover(db, deps.tax, tax.hsnCode);
  const stored = upload ? await saveImage(deps.files, IMAGE_FOLDER, upload) : undefined;
  try {
    const name = fields.name ? fields.name : composeProductName(fields);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          name,
          nameCustom: !!fields.name,
          ...fieldColumns(fields),
          profit: fields.profit !== undefined ? String(fields.profit) : '0',
          description: fields.description ?? '',
          unitType: fields.unit_type ?? 'Nos',
          ...tax,
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
  if (input.hsn_code !== undefined) await assertHsnFitsTurnover(db, deps.tax, input.hsn_code);
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
          ...fieldColumns(fields),
          ...(input.profit !== undefined ? { profit: String(input.profit) } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.unit_type !== undefined ? { unitType: input.unit_type } : {}),
          ...(input.hsn_code !== undefined ? { hsnCode: input.hsn_code } : {}),
          ...(input.gst_rate !== undefined ? { gstRate: input.gst_rate } : {}),
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

/** Above 5 crore of turnover (a company setting) a product's HSN code has 6 or 8 digits (docs/decisions/030). */
async function assertHsnFitsTurnover(db: DbOrTx, taxSettings: ProductTaxSettings, hsnCode: string): Promise<void> {
  const settings = await taxSettings.getBillingSettings(db);
  if (!hsnFitsTurnover(hsnCode, settings.turnover_above_5_crore)) throw fieldError('hsn_code', TAX_CODE_TEXT.hsnSixDigits);
}

/** "Remove": the product leaves the catalogue; orders that name it keep it. */
export async function removeProduct(db: DbOrTx, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findLive(tx, id, true);
    await tx.update(products).set({ deletedAt: sql`now()` }).where(eq(products.id, id));
    await recordAudit(tx, actor, { entity: 'product', id, action: 'delete', before: productSnapshot(current) });
  });
}

/** Names of these products, removed ones too (a notification names what an order holds): product id to name. */
export async function productNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
