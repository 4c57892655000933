import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import {
  PURCHASE_ORDER_MOVES,
  PURCHASE_TEXT,
  type PurchaseOrder,
  type PurchaseOrderDetail,
  type PurchaseOrderInput,
  type PurchaseOrderLineInput,
  type PurchaseOrderListQuery,
  type PurchaseOrderMove,
  type PurchaseOrderStatus,
  type RatePer,
} from '@steelworks/contract/purchase';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { cappedCounter, likePattern, newestFirstPage, type PagedQuery } from '../../lib/paginate';
import { nextDocumentNumber } from '../billing/document-numbers';
import { toMilli } from '../store/store.service';
import { purchaseOrderLines, purchaseOrders, suppliers } from './purchase.table';
import { checkWhole, itemFacts, milliText, theoreticalKgMilli, valueOf } from './purchase-items';
import { findSupplier, recordSupplierRate } from './supplier.service';

type OrderRow = typeof purchaseOrders.$inferSelect;
type LineRow = typeof purchaseOrderLines.$inferSelect;

/** The prefix of purchase order numbers: PO/26-27/0001, consecutive per financial year like the invoices. */
const ORDER_PREFIX = 'PO';

function orderAnswer(row: OrderRow, supplierName: string, prices: boolean): PurchaseOrder {
  return {
    id: row.id,
    number: row.number,
    supplier: row.supplierId,
    supplier_name: supplierName,
    status: row.status as PurchaseOrderStatus,
    order_date: row.orderDate,
    expected_date: row.expectedDate,
    note: row.note,
    ...(prices ? { total: row.total } : {}),
    approved_at: row.approvedAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function lineAnswer(row: LineRow, prices: boolean) {
  return {
    id: row.id,
    store_item: row.storeItemId,
    sheet: row.sheetId,
    name: row.name,
    unit: row.unit,
    quantity: Number(row.quantity),
    received: Number(row.received),
    theoretical_kg: row.theoreticalKg === null ? null : Number(row.theoreticalKg),
    ...(prices ? { rate: row.rate, amount: row.amount } : {}),
    rate_per: row.ratePer as RatePer,
    expected_date: row.expectedDate,
  };
}

/** GET /purchase/orders/: newest first, by status and supplier, searched by number or supplier name. */
export function listPurchaseOrders(db: DbOrTx, query: PurchaseOrderListQuery, prices: boolean): PagedQuery<PurchaseOrder> {
  const search = query.search.trim();
  const where = and(
    query.status ? eq(purchaseOrders.status, query.status) : undefined,
    query.supplier ? eq(purchaseOrders.supplierId, query.supplier) : undefined,
    search ? sql`(${purchaseOrders.number} ilike ${likePattern(search)} or ${suppliers.name} ilike ${likePattern(search)})` : undefined,
  );
  const base = () => db.select({ id: purchaseOrders.id }).from(purchaseOrders).innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId)).where(where);
  return {
    ...cappedCounter(db, base, { search }),
    rows: async (limit, offset) => {
      const read = db.select({ order: purchaseOrders, name: suppliers.name }).from(purchaseOrders).innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId));
      const page = await newestFirstPage(read.where(where).$dynamic(), purchaseOrders.id, limit, offset);
      return page.map(({ order, name }) => orderAnswer(order, name, prices));
    },
  };
}

export async function findOrder(db: DbOrTx, id: number, lock = false): Promise<OrderRow> {
  const query = db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function orderLinesOf(db: DbOrTx, orderId: number, lock = false): Promise<LineRow[]> {
  const query = db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, orderId)).orderBy(asc(purchaseOrderLines.id));
  return lock ? query.for('update') : query;
}

export async function getPurchaseOrder(db: DbOrTx, id: number, prices: boolean): Promise<PurchaseOrderDetail> {
  const row = await findOrder(db, id);
  const supplier = await findSupplier(db, row.supplierId);
  const lines = await orderLinesOf(db, id);
  return {
    ...orderAnswer(row, supplier.name, prices),
    supplier_gstin: supplier.gstin,
    supplier_address: supplier.address,
    supplier_email: supplier.email,
    lines: lines.map((line) => lineAnswer(line, prices)),
  };
}

/** The rows of an order's lines after the rules: whole bars and pieces, a weight for a rate per kg. */
async function lineValues(db: DbOrTx, lines: PurchaseOrderLineInput[], defaultDate: string | null) {
  return Promise.all(
    lines.map(async (line, i) => {
      const facts = await itemFacts(db, line);
      const quantity = toMilli(line.quantity);
      checkWhole(facts, quantity, `lines.${i}.quantity`);
      const kg = theoreticalKgMilli(facts, quantity);
      return {
        storeItemId: facts.storeItemId,
        sheetId: facts.sheetId,
        name: facts.name,
        unit: facts.unit,
        quantity: line.quantity,
        theoreticalKg: milliText(kg),
        rate: line.rate,
        ratePer: line.rate_per,
        amount: valueOf(facts, line.rate, line.rate_per, quantity, null, `lines.${i}.rate_per`),
        expectedDate: line.expected_date ?? defaultDate,
      };
    }),
  );
}

const totalOf = (lines: { amount: string }[]) => formatCents(lines.reduce((sum, line) => sum + toCents(line.amount), 0n));

/** A Draft order made by hand or from the Purchase List; its number is taken from the series in the same transaction. */
export async function createPurchaseOrder(db: DbOrTx, input: PurchaseOrderInput, actor: AuditActor, today: string): Promise<PurchaseOrderDetail> {
  const id = await db.transaction(async (tx) => {
    await findSupplier(tx, input.supplier);
    const lines = await lineValues(tx, input.lines, input.expected_date ?? null);
    const { number } = await nextDocumentNumber(tx, 'purchase_order', ORDER_PREFIX, today);
    const [row] = await tx
      .insert(purchaseOrders)
      .values({
        number,
        supplierId: input.supplier,
        orderDate: today,
        expectedDate: input.expected_date ?? null,
        note: input.note ?? '',
        total: totalOf(lines),
        createdBy: actor?.accountId ?? null,
      })
      .returning();
    await tx.insert(purchaseOrderLines).values(lines.map((line) => ({ ...line, purchaseOrderId: row!.id })));
    await recordAudit(tx, actor, { entity: 'purchase_order', id: row!.id, action: 'create', after: { number, supplier: input.supplier, total: row!.total, lines: lines.length } });
    return row!.id;
  });
  return getPurchaseOrder(db, id, true);
}

/** PUT: a Draft's supplier, dates, note and lines, all replaced. */
export async function updatePurchaseOrder(db: DbOrTx, id: number, input: PurchaseOrderInput, actor: AuditActor): Promise<PurchaseOrderDetail> {
  await db.transaction(async (tx) => {
    const current = await findOrder(tx, id, true);
    if (current.status !== 'Draft') throw new AppError('conflict', PURCHASE_TEXT.notDraft);
    await findSupplier(tx, input.supplier);
    const lines = await lineValues(tx, input.lines, input.expected_date ?? null);
    await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, id));
    await tx.insert(purchaseOrderLines).values(lines.map((line) => ({ ...line, purchaseOrderId: id })));
    const [row] = await tx
      .update(purchaseOrders)
      .set({ supplierId: input.supplier, expectedDate: input.expected_date ?? null, note: input.note ?? '', total: totalOf(lines), updatedAt: sql`now()` })
      .where(eq(purchaseOrders.id, id))
      .returning();
    await recordAudit(tx, actor, {
      entity: 'purchase_order',
      id,
      action: 'update',
      before: { supplier: current.supplierId, total: current.total, expected_date: current.expectedDate, note: current.note },
      after: { supplier: row!.supplierId, total: row!.total, expected_date: row!.expectedDate, note: row!.note },
      note: `${lines.length} lines`,
    });
  });
  return getPurchaseOrder(db, id, true);
}

/**
 * Approve, cancel or close, each only from its statuses (PURCHASE_ORDER_MOVES); a cancel after goods arrived is
 * refused (close it instead). Approving records the supplier's rates as its last prices.
 */
export async function movePurchaseOrder(db: DbOrTx, id: number, move: PurchaseOrderMove, actor: AuditActor, today: string, note?: string): Promise<PurchaseOrderDetail> {
  await db.transaction(async (tx) => {
    const current = await findOrder(tx, id, true);
    const { from, to } = PURCHASE_ORDER_MOVES[move];
    const status = current.status as PurchaseOrderStatus;
    if (!from.includes(status)) throw new AppError('conflict', PURCHASE_TEXT.moveRefused(status, to));
    const lines = await orderLinesOf(tx, id, true);
    if (move === 'cancel' && lines.some((line) => toMilli(line.received) > 0n)) throw new AppError('conflict', PURCHASE_TEXT.cancelReceived);
    const approving = move === 'approve';
    await tx
      .update(purchaseOrders)
      .set({ status: to, updatedAt: sql`now()`, ...(approving ? { approvedAt: sql`now()`, approvedBy: actor?.accountId ?? null } : {}) })
      .where(eq(purchaseOrders.id, id));
    if (approving) {
      for (const line of lines) await recordSupplierRate(tx, current.supplierId, line, line.rate, line.ratePer as RatePer, today);
    }
    await recordAudit(tx, actor, { entity: 'purchase_order', id, action: 'status', before: { status }, after: { status: to }, note });
  });
  return getPurchaseOrder(db, id, true);
}

/** Marks when the order went to the supplier (the mail itself is the caller's, in the same transaction). */
export async function markOrderSent(tx: DbOrTx, id: number, email: string, actor: AuditActor): Promise<void> {
  await tx.update(purchaseOrders).set({ sentAt: sql`now()` }).where(eq(purchaseOrders.id, id));
  await recordAudit(tx, actor, { entity: 'purchase_order', id, action: 'update', note: PURCHASE_TEXT.sent(email) });
}

/** After a receipt: Received when every line has what was ordered, otherwise Partly received. */
export async function settleOrderStatus(tx: DbOrTx, id: number, actor: AuditActor): Promise<void> {
  const current = await findOrder(tx, id);
  const lines = await orderLinesOf(tx, id);
  const status: PurchaseOrderStatus = lines.every((line) => toMilli(line.received) >= toMilli(line.quantity)) ? 'Received' : 'Partly received';
  if (status === current.status) return;
  await tx.update(purchaseOrders).set({ status, updatedAt: sql`now()` }).where(eq(purchaseOrders.id, id));
  await recordAudit(tx, actor, { entity: 'purchase_order', id, action: 'status', before: { status: current.status }, after: { status } });
}

/** Per store item, what approved orders still expect (in the line's unit: bars of a section) and the first date due. */
export async function onOrderByStoreItem(db: DbOrTx, storeItemIds: number[]): Promise<Map<number, { quantity: number; due: string | null }>> {
  if (storeItemIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: purchaseOrderLines.storeItemId,
      quantity: sql<string>`sum(greatest(${purchaseOrderLines.quantity} - ${purchaseOrderLines.received}, 0))`,
      due: sql<string | null>`min(coalesce(${purchaseOrderLines.expectedDate}, ${purchaseOrders.expectedDate}))::text`,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(and(inArray(purchaseOrderLines.storeItemId, storeItemIds), inArray(purchaseOrders.status, ['Approved', 'Partly received']), sql`${purchaseOrderLines.received} < ${purchaseOrderLines.quantity}`))
    .groupBy(purchaseOrderLines.storeItemId);
  return new Map(rows.map((row) => [row.id!, { quantity: Number(row.quantity), due: row.due }]));
}
