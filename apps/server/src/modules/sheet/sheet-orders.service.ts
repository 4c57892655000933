import { and, asc, desc, eq, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { todayIn } from '@steelworks/contract/common/dates';
import {
  SHEET_MESSAGES,
  multiplyWeight,
  sumWeights,
  type SheetOrder,
  type SheetOrderInput,
  type SheetOrderListItem,
  type SheetOrderType,
  type SheetOrderUpdate,
} from '@steelworks/contract/sheet';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { cappedCounter, likePattern, olderThan, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { moveStock } from './sheet-order-stock';
import type { SheetRow } from './sheet-stock.service';
import { sheetOrderItems, sheetOrders, sheets } from './sheet.table';

/** A sheet order as the audit log compares it: its fields and its items as "name x quantity". */
async function sheetOrderSnapshot(tx: DbOrTx, id: number) {
  const [order] = await tx.select().from(sheetOrders).where(eq(sheetOrders.id, id));
  const items = await tx
    .select({ name: sheetOrderItems.name, quantity: sheetOrderItems.quantity })
    .from(sheetOrderItems)
    .where(eq(sheetOrderItems.orderId, id))
    .orderBy(asc(sheetOrderItems.id));
  return {
    title: order!.title,
    date: order!.date,
    gsm: order!.gsm,
    order_type: order!.orderType,
    is_delivered: order!.isDelivered,
    total_quantity: order!.totalQuantity,
    total_weight: order!.totalWeight,
    items: items.map((i) => `${i.name} x ${i.quantity}`),
  };
}

const signOf = (type: SheetOrderType) => (type === 'addition' ? 1 : -1);

/** A sheet_user works only with its own orders (docs/decisions/006-sheet-stock.md); others see every order. */
export function ownerScope(actor: Caller): SQL | undefined {
  return actor.role === 'sheet_user' ? eq(sheetOrders.createdBy, actor.accountId) : undefined;
}

const orderColumns = {
  id: sheetOrders.id,
  auto_id: sheetOrders.autoId,
  title: sheetOrders.title,
  date: sheetOrders.date,
  gsm: sheetOrders.gsm,
  order_type: sheetOrders.orderType,
  is_delivered: sheetOrders.isDelivered,
  total_weight: sheetOrders.totalWeight,
  total_quantity: sheetOrders.totalQuantity,
  creator: sheetOrders.createdBy,
  creator_name: accounts.fullName,
  created_at: sql<string>`to_char(${sheetOrders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

export type SheetOrderFilters = { search: string; order_type?: SheetOrderType };

export function listSheetOrders(db: DbOrTx, filters: SheetOrderFilters, actor: Caller): PagedQuery<SheetOrderListItem> {
  const search = filters.search;
  const byNumber = /^\d{1,9}$/.test(search) ? eq(sheetOrders.autoId, Number(search)) : undefined;
  const where = and(
    isNull(sheetOrders.deletedAt),
    ownerScope(actor),
    filters.order_type ? eq(sheetOrders.orderType, filters.order_type) : undefined,
    search ? or(like(sheetOrders.titleSearch, sql`lower(${likePattern(search)})`), byNumber) : undefined,
  );
  const newestFirst = (filter: SQL | undefined, limit: number) =>
    db
      .select(orderColumns)
      .from(sheetOrders)
      .innerJoin(accounts, eq(accounts.id, sheetOrders.createdBy))
      .where(filter)
      .orderBy(desc(sheetOrders.date), desc(sheetOrders.id))
      .limit(limit);
  return {
    // Without a search the filters are a flag (the tab) and the owner, whose estimates the statistics make reliable:
    // a tab of ten years is answered from them instead of counting its first 10,001 orders (issue 15).
    ...cappedCounter(db, () => db.select({ id: sheetOrders.id }).from(sheetOrders).where(where), {
      estimateFirst: !search,
      search,
    }),
    rows: async (limit, offset) => newestFirst(where, limit).offset(offset),
    rowsAfter: async (limit, last) => newestFirst(and(where, olderThan(sheetOrders, sheetOrders.date, sheetOrders.id, last.id)), limit),
  };
}

export async function getSheetOrder(db: DbOrTx, id: number, actor: Caller): Promise<SheetOrder> {
  const [order] = await db
    .select(orderColumns)
    .from(sheetOrders)
    .innerJoin(accounts, eq(accounts.id, sheetOrders.createdBy))
    .where(and(eq(sheetOrders.id, id), isNull(sheetOrders.deletedAt), ownerScope(actor)))
    .limit(1);
  if (!order) throw notFound();
  const items = await db
    .select({
      id: sheetOrderItems.id,
      sheet: sheetOrderItems.sheetId,
      name: sheetOrderItems.name,
      thick: sheetOrderItems.thick,
      width: sheetOrderItems.width,
      height: sheetOrderItems.height,
      sqft: sheetOrderItems.sqft,
      unit_kg: sheetOrderItems.unitKg,
      quantity: sheetOrderItems.quantity,
      weight: sheetOrderItems.weight,
      sheet_is_deleted: sql<boolean>`${sheets.deletedAt} is not null`,
    })
    .from(sheetOrderItems)
    .innerJoin(sheets, eq(sheets.id, sheetOrderItems.sheetId))
    .where(eq(sheetOrderItems.orderId, id))
    .orderBy(asc(sheetOrderItems.id));
  return { ...order, order_items: items };
}

/** The copy of a live sheet an order item keeps. */
function itemCopy(sheet: SheetRow, quantity: number) {
  return {
    sheetId: sheet.id,
    name: sheet.name,
    thick: sheet.thick,
    width: sheet.width,
    height: sheet.height,
    sqft: sheet.sqft,
    unitKg: sheet.unitKg,
    quantity,
    weight: multiplyWeight(quantity, sheet.unitKg),
  };
}

async function liveSheetsById(tx: DbOrTx, ids: number[]): Promise<Map<number, SheetRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(sheets)
    .where(and(inArray(sheets.id, ids), isNull(sheets.deletedAt)));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function createSheetOrder(
  db: DbOrTx,
  input: SheetOrderInput,
  actor: Caller,
  timeZone: string,
): Promise<SheetOrder> {
  const id = await db.transaction((tx) => postSheetOrder(tx, input, actor, timeZone));
  return getSheetOrder(db, id, actor);
}

/** The stock move of a new order, inside the caller's transaction (the demo seed posts a year of them in one). */
export async function postSheetOrder(tx: DbOrTx, input: SheetOrderInput, actor: Caller, timeZone: string): Promise<number> {
  // A sheet_user may only take sheets out: its orders are deductions whatever the request says.
  const orderType: SheetOrderType | undefined = actor.role === 'sheet_user' ? 'deduction' : input.order_type;
  if (!orderType) throw fieldError('order_type', SHEET_MESSAGES.typeRequired);
  const found = await liveSheetsById(tx, input.order_items.map((i) => i.sheet));
  if (input.order_items.some((i) => !found.has(i.sheet))) throw fieldError('order_items', SHEET_MESSAGES.sheetUnknown);
  const items = input.order_items.map((i) => itemCopy(found.get(i.sheet)!, i.quantity));
  const [order] = await tx
    .insert(sheetOrders)
    .values({
      title: input.title,
      date: input.date ?? todayIn(timeZone),
      gsm: input.gsm,
      orderType,
      totalWeight: sumWeights(items.map((i) => i.weight)),
      totalQuantity: items.reduce((sum, i) => sum + i.quantity, 0),
      createdBy: actor.accountId,
    })
    .returning({ id: sheetOrders.id });
  await tx.insert(sheetOrderItems).values(items.map((i) => ({ ...i, orderId: order!.id })));
  const sign = signOf(orderType);
  await moveStock(tx, new Map(items.map((i) => [i.sheetId, sign * i.quantity])), {
    actor,
    orderId: order!.id,
    reason: 'order_created',
  });
  await recordAudit(tx, actor, { entity: 'sheet_order', id: order!.id, action: 'create', after: await sheetOrderSnapshot(tx, order!.id) });
  return order!.id;
}

async function lockOrder(tx: DbOrTx, id: number, actor: Caller) {
  const [order] = await tx
    .select()
    .from(sheetOrders)
    .where(and(eq(sheetOrders.id, id), isNull(sheetOrders.deletedAt), ownerScope(actor)))
    .for('no key update');
  if (!order) throw notFound();
  return order;
}

/**
 * Title, date, gsm, delivered flag and the items. The stock moves by the difference between the old and the new
 * items; items of a sheet deleted since keep their quantity (their stock is no longer managed).
 */
export async function updateSheetOrder(db: DbOrTx, id: number, input: SheetOrderUpdate, actor: Caller): Promise<SheetOrder> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, actor);
    if (input.order_type && input.order_type !== order.orderType) throw fieldError('order_type', SHEET_MESSAGES.typeReadOnly);
    const before = await sheetOrderSnapshot(tx, id);
    const changes: Partial<typeof sheetOrders.$inferInsert> = {
      title: input.title,
      date: input.date,
      gsm: input.gsm,
      isDelivered: input.is_delivered,
      updatedAt: new Date(),
    };
    if (input.order_items) {
      const existing = await tx.select().from(sheetOrderItems).where(eq(sheetOrderItems.orderId, id));
      const wanted = new Map(input.order_items.filter((i) => i.quantity > 0).map((i) => [i.sheet, i.quantity]));
      if (wanted.size === 0) throw fieldError('order_items', SHEET_MESSAGES.itemsRequired);
      const existingBySheet = new Map(existing.map((i) => [i.sheetId, i]));
      const live = await liveSheetsById(tx, [...new Set([...wanted.keys(), ...existingBySheet.keys()])]);
      for (const item of existing) {
        if (!live.has(item.sheetId) && (wanted.get(item.sheetId) ?? 0) !== item.quantity) {
          throw fieldError('order_items', `${item.name}: ${SHEET_MESSAGES.sheetUnknown}`);
        }
      }
      for (const sheetId of wanted.keys()) {
        if (!existingBySheet.has(sheetId) && !live.has(sheetId)) throw fieldError('order_items', SHEET_MESSAGES.sheetUnknown);
      }
      const sign = signOf(order.orderType);
      const deltas = new Map<number, number>();
      const kept: Array<{ quantity: number; weight: string }> = [];
      for (const item of existing) {
        const quantity = wanted.get(item.sheetId) ?? 0;
        if (quantity !== item.quantity) deltas.set(item.sheetId, sign * (quantity - item.quantity));
        if (quantity === 0) {
          await tx.delete(sheetOrderItems).where(eq(sheetOrderItems.id, item.id));
        } else {
          const weight = multiplyWeight(quantity, item.unitKg);
          if (quantity !== item.quantity) {
            await tx.update(sheetOrderItems).set({ quantity, weight }).where(eq(sheetOrderItems.id, item.id));
          }
          kept.push({ quantity, weight });
        }
      }
      const added = [...wanted.entries()]
        .filter(([sheetId]) => !existingBySheet.has(sheetId))
        .map(([sheetId, quantity]) => itemCopy(live.get(sheetId)!, quantity));
      if (added.length > 0) await tx.insert(sheetOrderItems).values(added.map((i) => ({ ...i, orderId: id })));
      for (const item of added) deltas.set(item.sheetId, sign * item.quantity);
      const all = [...kept, ...added];
      changes.totalWeight = sumWeights(all.map((i) => i.weight));
      changes.totalQuantity = all.reduce((sum, i) => sum + i.quantity, 0);
      await moveStock(tx, deltas, { actor, orderId: id, reason: 'order_updated' });
    }
    await tx.update(sheetOrders).set(changes).where(eq(sheetOrders.id, id));
    await recordAudit(tx, actor, { entity: 'sheet_order', id, action: 'update', before, after: await sheetOrderSnapshot(tx, id) });
  });
  return getSheetOrder(db, id, actor);
}

/**
 * Reverses the order's stock move, then keeps it out of lists (the movement rows still point at it). Items of a sheet
 * deleted since are left alone, as on update: that stock is no longer managed, so it can neither block the delete
 * with a shortage nor change.
 */
export async function deleteSheetOrder(db: DbOrTx, id: number, actor: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id, actor);
    const items = await tx
      .select({ sheetId: sheetOrderItems.sheetId, quantity: sheetOrderItems.quantity })
      .from(sheetOrderItems)
      .innerJoin(sheets, eq(sheets.id, sheetOrderItems.sheetId))
      .where(and(eq(sheetOrderItems.orderId, id), isNull(sheets.deletedAt)));
    const sign = signOf(order.orderType);
    await moveStock(tx, new Map(items.map((i) => [i.sheetId, -sign * i.quantity])), {
      actor,
      orderId: id,
      reason: 'order_deleted',
    });
    await tx.update(sheetOrders).set({ deletedAt: new Date(), deletedBy: actor.accountId }).where(eq(sheetOrders.id, id));
    await recordAudit(tx, actor, { entity: 'sheet_order', id, action: 'delete', before: await sheetOrderSnapshot(tx, id) });
  });
}
