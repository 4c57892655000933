import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { gstinStateProblem } from '@steelworks/contract/billing';
import { PURCHASE_TEXT, type RatePer, type Supplier, type SupplierDetail, type SupplierInput, type SupplierPatch } from '@steelworks/contract/purchase';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { cappedCounter, likePattern, type PagedQuery } from '../../lib/paginate';
import { purchaseOrders, supplierItems, suppliers } from './purchase.table';
import { itemFacts } from './purchase-items';

type SupplierRow = typeof suppliers.$inferSelect;
const OPEN_STATUSES = ['Draft', 'Approved', 'Partly received'];
const searchOf = sql`(${suppliers.name} || ' ' || coalesce(${suppliers.gstin}, '') || ' ' || ${suppliers.phone})`;

function supplierAnswer(row: SupplierRow, openOrders: number): Supplier {
  return {
    id: row.id,
    name: row.name,
    gstin: row.gstin,
    state_code: row.stateCode,
    address: row.address,
    contact_name: row.contactName,
    phone: row.phone,
    email: row.email,
    payment_terms_days: row.paymentTermsDays,
    open_orders: openOrders,
  };
}

async function openOrderCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: purchaseOrders.supplierId, n: count() })
    .from(purchaseOrders)
    .where(and(inArray(purchaseOrders.supplierId, ids), inArray(purchaseOrders.status, OPEN_STATUSES)))
    .groupBy(purchaseOrders.supplierId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** GET /purchase/suppliers/: by name, GSTIN or phone (one trigram index), in name order; CSV with ?format=csv. */
export function listSuppliers(db: DbOrTx, query: { search: string }): PagedQuery<Supplier> {
  const search = query.search.trim();
  const where = search ? sql`${searchOf} ilike ${likePattern(search)}` : undefined;
  return {
    ...cappedCounter(db, () => db.select({ id: suppliers.id }).from(suppliers).where(where), { search }),
    rows: async (limit, offset) => {
      const rows = await db.select().from(suppliers).where(where).orderBy(asc(suppliers.name), asc(suppliers.id)).limit(limit).offset(offset);
      const open = await openOrderCounts(db, rows.map((row) => row.id));
      return rows.map((row) => supplierAnswer(row, open.get(row.id) ?? 0));
    },
  };
}

/** The suppliers a search names (by name, GSTIN or phone, the supplier list's trigram index): their ids, a few dozen at most. */
export async function supplierIdsMatching(db: DbOrTx, pattern: string): Promise<number[]> {
  const rows = await db.select({ id: suppliers.id }).from(suppliers).where(sql`${searchOf} ilike ${pattern}`);
  return rows.map((row) => row.id);
}

export async function findSupplier(db: DbOrTx, id: number, lock = false): Promise<SupplierRow> {
  const query = db.select().from(suppliers).where(eq(suppliers.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The supplier with what it supplies; `prices` false (a store manager) leaves the rates out. */
export async function getSupplier(db: DbOrTx, id: number, prices: boolean): Promise<SupplierDetail> {
  const row = await findSupplier(db, id);
  const open = await openOrderCounts(db, [id]);
  const items = await db.select().from(supplierItems).where(eq(supplierItems.supplierId, id)).orderBy(desc(supplierItems.lastDate), asc(supplierItems.id)).limit(100);
  const named = await Promise.all(items.map(async (item) => ({ item, facts: await itemFacts(db, { store_item: item.storeItemId, sheet: item.sheetId }).catch(() => null) })));
  return {
    ...supplierAnswer(row, open.get(id) ?? 0),
    items: named.map(({ item, facts }) => ({
      store_item: item.storeItemId,
      sheet: item.sheetId,
      name: facts?.name ?? '(removed)',
      ...(prices ? { last_rate: item.lastRate } : {}),
      rate_per: item.ratePer as RatePer,
      last_date: item.lastDate,
    })),
  };
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(sql`lower(${suppliers.name}) = lower(${name})`, exceptId ? sql`${suppliers.id} <> ${exceptId}` : undefined))
    .limit(1);
  if (taken) throw fieldError('name', PURCHASE_TEXT.nameTaken);
}

function columnsOf(input: SupplierPatch): Partial<typeof suppliers.$inferInsert> {
  const values: Partial<typeof suppliers.$inferInsert> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.gstin !== undefined) values.gstin = input.gstin;
  if (input.state_code !== undefined) values.stateCode = input.state_code;
  if (input.address !== undefined) values.address = input.address;
  if (input.contact_name !== undefined) values.contactName = input.contact_name ?? '';
  if (input.phone !== undefined) values.phone = input.phone;
  if (input.email !== undefined) values.email = input.email ?? '';
  if (input.payment_terms_days !== undefined) values.paymentTermsDays = input.payment_terms_days;
  return values;
}

export async function createSupplier(db: DbOrTx, input: SupplierInput, actor: AuditActor): Promise<SupplierDetail> {
  const id = await db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const [row] = await tx.insert(suppliers).values({ ...columnsOf(input), name: input.name }).returning();
    await recordAudit(tx, actor, { entity: 'supplier', id: row!.id, action: 'create', after: supplierAnswer(row!, 0) });
    return row!.id;
  });
  return getSupplier(db, id, true);
}

/** PUT and PATCH: a GSTIN must stay of the state the supplier ends with (a PATCH may send only one of them). */
export async function updateSupplier(db: DbOrTx, id: number, input: SupplierPatch, actor: AuditActor): Promise<SupplierDetail> {
  await db.transaction(async (tx) => {
    const current = await findSupplier(tx, id, true);
    if (input.name !== undefined && input.name.toLowerCase() !== current.name.toLowerCase()) await assertNameFree(tx, input.name, id);
    const values = columnsOf(input);
    const problem = gstinStateProblem(values.gstin !== undefined ? values.gstin : current.gstin, values.stateCode !== undefined ? values.stateCode : current.stateCode);
    if (problem) throw fieldError(problem.field, problem.message);
    if (Object.keys(values).length === 0) return;
    const [row] = await tx.update(suppliers).set({ ...values, updatedAt: sql`now()` }).where(eq(suppliers.id, id)).returning();
    await recordAudit(tx, actor, { entity: 'supplier', id, action: 'update', before: supplierAnswer(current, 0), after: supplierAnswer(row!, 0) });
  });
  return getSupplier(db, id, true);
}

/** The supplier's last rate for an item (an approved order or a costed receipt sets it). */
export async function recordSupplierRate(
  tx: DbOrTx,
  supplierId: number,
  item: { storeItemId: number | null; sheetId: number | null },
  rate: string,
  ratePer: RatePer,
  day: string,
): Promise<void> {
  const target = item.sheetId ? [supplierItems.supplierId, supplierItems.sheetId] : [supplierItems.supplierId, supplierItems.storeItemId];
  await tx
    .insert(supplierItems)
    .values({ supplierId, storeItemId: item.storeItemId, sheetId: item.sheetId, lastRate: rate, ratePer, lastDate: day })
    .onConflictDoUpdate({
      target,
      targetWhere: item.sheetId ? sql`${supplierItems.sheetId} is not null` : sql`${supplierItems.storeItemId} is not null`,
      set: { lastRate: rate, ratePer, lastDate: day },
    });
}

/** Per store item, the supplier that last supplied or quoted it: the Purchase List's orders are grouped by it. */
export async function lastSupplierOf(db: DbOrTx, storeItemIds: number[]): Promise<Map<number, { supplierId: number; rate: string; ratePer: RatePer }>> {
  if (storeItemIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([supplierItems.storeItemId], { storeItemId: supplierItems.storeItemId, supplierId: supplierItems.supplierId, rate: supplierItems.lastRate, ratePer: supplierItems.ratePer })
    .from(supplierItems)
    .where(inArray(supplierItems.storeItemId, storeItemIds))
    .orderBy(supplierItems.storeItemId, desc(supplierItems.lastDate), desc(supplierItems.id));
  return new Map(rows.map((row) => [row.storeItemId!, { supplierId: row.supplierId, rate: row.rate, ratePer: row.ratePer as RatePer }]));
}
