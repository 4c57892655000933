import { and, asc, count, desc, eq, ilike, inArray, isNull, like, lte, gte, ne, or, sql, type SQL } from 'drizzle-orm';
import { todayIn } from '@steelworks/contract/common/dates';
import {
  LOW_STOCK,
  SHEET_MESSAGES,
  SHEET_ORDER_TYPES,
  multiplyWeight,
  sheetSqft,
  sheetUnitKg,
  sumWeights,
  type Sheet,
  type SheetInput,
  type SheetOrder,
  type SheetOrderInput,
  type SheetOrderListItem,
  type SheetOrderType,
  type SheetOrderUpdate,
  type SheetOrdersTotalWeight,
  type SheetPatch,
  type SheetShortage,
  type SheetThickness,
  type SheetTotalWeight,
} from '@steelworks/contract/sheet';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound, ruleError, staleWrite } from '../../lib/app-error';
import { recordAudit, recordAudits, type AuditActor } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import { cappedCounter, likePattern, olderThan, searchCappedCounter, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../account/account.table';
import { SHEET_MOVEMENT_REASONS, sheetMovements, sheetOrderItems, sheetOrders, sheets } from './sheet.table';

type MovementReason = (typeof SHEET_MOVEMENT_REASONS)[number];
type SheetRow = typeof sheets.$inferSelect;

// ---------------------------------------------------------------- sheets

function toSheet(row: SheetRow): Sheet {
  return {
    id: row.id,
    name: row.name,
    thick: row.thick,
    width: row.width,
    height: row.height,
    sqft: row.sqft,
    unit_kg: row.unitKg,
    quantity: row.quantity,
    total_weight: multiplyWeight(row.quantity, row.unitKg),
    is_low_stock: row.quantity <= LOW_STOCK,
  };
}

export type SheetFilters = { search: string; thick?: SheetThickness; width?: number; low_stock?: boolean };

function sheetWhere(filters: SheetFilters): SQL | undefined {
  return and(
    isNull(sheets.deletedAt),
    filters.search ? ilike(sheets.name, likePattern(filters.search)) : undefined,
    filters.thick ? eq(sheets.thick, filters.thick) : undefined,
    filters.width ? eq(sheets.width, filters.width) : undefined,
    filters.low_stock === true ? lte(sheets.quantity, LOW_STOCK) : undefined,
    filters.low_stock === false ? sql`${sheets.quantity} > ${LOW_STOCK}` : undefined,
  );
}

export function listSheets(db: DbOrTx, filters: SheetFilters): PagedQuery<Sheet> {
  const where = sheetWhere(filters);
  return {
    ...searchCappedCounter(
      db,
      filters.search,
      () => db.select({ id: sheets.id }).from(sheets).where(where),
      async () => (await db.select({ n: count() }).from(sheets).where(where))[0]!.n,
    ),
    rows: async (limit, offset) =>
      (
        await db
          .select()
          .from(sheets)
          .where(where)
          .orderBy(asc(sheets.thick), asc(sheets.width), asc(sheets.height), asc(sheets.name), asc(sheets.id))
          .limit(limit)
          .offset(offset)
      ).map(toSheet),
  };
}

/** A sheet as the audit log compares it: what a person enters and the stock, not the figures derived from them. */
function sheetSnapshot(row: SheetRow) {
  return { name: row.name, thick: row.thick, width: row.width, height: row.height, quantity: row.quantity };
}

export async function getSheet(db: DbOrTx, id: number): Promise<Sheet> {
  const [row] = await db.select().from(sheets).where(and(eq(sheets.id, id), isNull(sheets.deletedAt))).limit(1);
  if (!row) throw notFound();
  return toSheet(row);
}

async function assertSheetNameFree(db: DbOrTx, name: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: sheets.id })
    .from(sheets)
    .where(and(sql`lower(${sheets.name}) = lower(${name})`, isNull(sheets.deletedAt), exceptId ? ne(sheets.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw fieldError('name', SHEET_MESSAGES.nameTaken);
}

export async function createSheet(db: DbOrTx, input: SheetInput, actor: Actor): Promise<Sheet> {
  return db.transaction(async (tx) => {
    await assertSheetNameFree(tx, input.name);
    const [row] = await tx
      .insert(sheets)
      .values({
        name: input.name,
        thick: input.thick,
        width: input.width,
        height: input.height,
        sqft: sheetSqft(input.width, input.height),
        unitKg: sheetUnitKg(input.thick, input.width, input.height),
        quantity: input.quantity,
      })
      .returning();
    if (row!.quantity > 0) {
      await tx.insert(sheetMovements).values({
        sheetId: row!.id,
        accountId: actor.accountId,
        reason: 'sheet_created',
        oldQuantity: 0,
        newQuantity: row!.quantity,
      });
    }
    await recordAudit(tx, actor, { entity: 'sheet', id: row!.id, action: 'create', after: sheetSnapshot(row!) });
    return toSheet(row!);
  });
}

/** Full (PUT) or partial (PATCH) update; the weights follow the new size, old orders keep their copies. */
export async function updateSheet(db: DbOrTx, id: number, input: SheetPatch, actor: Actor): Promise<Sheet> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(sheets)
      .where(and(eq(sheets.id, id), isNull(sheets.deletedAt)))
      .for('no key update');
    if (!current) throw notFound();
    // Stale-write guard (DECISIONS.md section 11): the row is locked, so no order can move it between check and write.
    if (input.quantity !== undefined && input.expected_quantity !== undefined && input.expected_quantity !== current.quantity) {
      throw staleWrite({ quantity: current.quantity });
    }
    const next = {
      name: input.name ?? current.name,
      thick: input.thick ?? current.thick,
      width: input.width ?? current.width,
      height: input.height ?? current.height,
      quantity: input.quantity ?? current.quantity,
    };
    if (next.name.toLowerCase() !== current.name.toLowerCase()) await assertSheetNameFree(tx, next.name, id);
    const [row] = await tx
      .update(sheets)
      .set({
        name: next.name,
        thick: next.thick,
        width: next.width,
        height: next.height,
        quantity: next.quantity,
        sqft: sheetSqft(next.width, next.height),
        unitKg: sheetUnitKg(next.thick, next.width, next.height),
      })
      .where(eq(sheets.id, id))
      .returning();
    if (next.quantity !== current.quantity) {
      await tx.insert(sheetMovements).values({
        sheetId: id,
        accountId: actor.accountId,
        reason: 'sheet_updated',
        oldQuantity: current.quantity,
        newQuantity: next.quantity,
      });
    }
    await recordAudit(tx, actor, { entity: 'sheet', id, action: 'update', before: sheetSnapshot(current), after: sheetSnapshot(row!) });
    return toSheet(row!);
  });
}

/** Soft delete: gone from lists and pickers, still named in old orders (sheet_is_deleted). */
export async function deleteSheet(db: DbOrTx, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(sheets)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(sheets.id, id), isNull(sheets.deletedAt)))
      .returning();
    if (!deleted) throw notFound();
    await recordAudit(tx, actor, { entity: 'sheet', id, action: 'delete', before: sheetSnapshot(deleted) });
  });
}

/** The weight of the sheets the list shows with the same filters (search, size, low stock). */
export async function sheetTotalWeight(db: DbOrTx, filters: SheetFilters): Promise<SheetTotalWeight> {
  const [row] = await db
    .select({
      sheetCount: count(),
      totalQuantity: sql<string>`coalesce(sum(${sheets.quantity}), 0)::bigint::text`,
      totalWeight: sql<string>`coalesce(sum(${sheets.quantity} * ${sheets.unitKg}), 0)::numeric(20,2)::text`,
    })
    .from(sheets)
    .where(sheetWhere(filters));
  return {
    thick: filters.thick ?? null,
    width: filters.width ?? null,
    sheet_count: row!.sheetCount,
    total_quantity: Number(row!.totalQuantity),
    total_weight: row!.totalWeight,
  };
}

// ---------------------------------------------------------------- stock moves

/**
 * Applies signed quantity changes to sheets, all or nothing: the rows are locked in id order (so concurrent orders
 * cannot deadlock), every sheet that would go below zero is reported, and only when none would does anything change.
 * The CHECK constraint on sheets.quantity backs this up. Each change leaves a movement row.
 */
async function moveStock(
  tx: DbOrTx,
  deltas: Map<number, number>,
  context: { actor: Actor; orderId: number; reason: MovementReason },
): Promise<void> {
  const ids = [...deltas.entries()].filter(([, d]) => d !== 0).map(([id]) => id).sort((a, b) => a - b);
  if (ids.length === 0) return;
  const locked = await tx
    .select({ id: sheets.id, name: sheets.name, quantity: sheets.quantity })
    .from(sheets)
    .where(inArray(sheets.id, ids))
    .orderBy(asc(sheets.id))
    // NO KEY UPDATE, not UPDATE: the order-item and movement inserts take KEY SHARE locks on these rows (foreign
    // keys), which UPDATE would conflict with and turn two concurrent orders into a deadlock.
    .for('no key update');
  const shortages: SheetShortage[] = [];
  for (const row of locked) {
    const delta = deltas.get(row.id)!;
    if (row.quantity + delta < 0) shortages.push({ sheet: row.id, name: row.name, needed: -delta, available: row.quantity });
  }
  if (shortages.length > 0) throw ruleError(SHEET_MESSAGES.noStocks, { shortages });
  // One conditional UPDATE for all of them; the lock makes the condition hold, the CHECK constraint backs it up.
  const delta = sql.join([sql`case ${sheets.id}`, ...locked.map((r) => sql`when ${r.id} then ${deltas.get(r.id)!}::int`), sql`end`], sql` `);
  const updated = await tx
    .update(sheets)
    .set({ quantity: sql`${sheets.quantity} + ${delta}` })
    .where(and(inArray(sheets.id, ids), sql`${sheets.quantity} + ${delta} >= 0`))
    .returning({ id: sheets.id, quantity: sheets.quantity });
  if (updated.length !== locked.length) throw ruleError(SHEET_MESSAGES.noStocks, { shortages: [] });
  const movements = updated.map((row) => ({
    sheetId: row.id,
    orderId: context.orderId,
    accountId: context.actor.accountId,
    reason: context.reason,
    oldQuantity: row.quantity - deltas.get(row.id)!,
    newQuantity: row.quantity,
  }));
  await tx.insert(sheetMovements).values(movements);
  await recordAudits(
    tx,
    context.actor,
    movements.map((m) => ({
      entity: 'sheet',
      id: m.sheetId,
      action: 'stock' as const,
      before: { quantity: m.oldQuantity },
      after: { quantity: m.newQuantity },
      note: `Sheet order ${context.orderId}: ${context.reason.replace('_', ' ')}`,
    })),
  );
}

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

// ---------------------------------------------------------------- sheet orders

/** A sheet_user works only with its own orders (docs/decisions/006-sheet-stock.md); others see every order. */
function ownerScope(actor: Actor): SQL | undefined {
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

export function listSheetOrders(db: DbOrTx, filters: SheetOrderFilters, actor: Actor): PagedQuery<SheetOrderListItem> {
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

export async function getSheetOrder(db: DbOrTx, id: number, actor: Actor): Promise<SheetOrder> {
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
  actor: Actor,
  timeZone: string,
): Promise<SheetOrder> {
  const id = await db.transaction((tx) => postSheetOrder(tx, input, actor, timeZone));
  return getSheetOrder(db, id, actor);
}

/** The stock move of a new order, inside the caller's transaction (the demo seed posts a year of them in one). */
export async function postSheetOrder(tx: DbOrTx, input: SheetOrderInput, actor: Actor, timeZone: string): Promise<number> {
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

async function lockOrder(tx: DbOrTx, id: number, actor: Actor) {
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
export async function updateSheetOrder(db: DbOrTx, id: number, input: SheetOrderUpdate, actor: Actor): Promise<SheetOrder> {
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
export async function deleteSheetOrder(db: DbOrTx, id: number, actor: Actor): Promise<void> {
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

export type WeightReportFilters = { from?: string; to?: string; orderType?: SheetOrderType };

/** Weight moved in a date range, by order type, from the totals each order keeps (one indexed range read). */
export async function sheetOrdersTotalWeight(db: DbOrTx, filters: WeightReportFilters, actor: Actor): Promise<SheetOrdersTotalWeight> {
  const rows = await db
    .select({
      orderType: sheetOrders.orderType,
      orderCount: count(),
      totalQuantity: sql<string>`coalesce(sum(${sheetOrders.totalQuantity}), 0)::bigint::text`,
      totalWeight: sql<string>`coalesce(sum(${sheetOrders.totalWeight}), 0)::numeric(20,2)::text`,
    })
    .from(sheetOrders)
    .where(
      and(
        isNull(sheetOrders.deletedAt),
        ownerScope(actor),
        filters.from ? gte(sheetOrders.date, filters.from) : undefined,
        filters.to ? lte(sheetOrders.date, filters.to) : undefined,
        filters.orderType ? eq(sheetOrders.orderType, filters.orderType) : undefined,
      ),
    )
    .groupBy(sheetOrders.orderType);
  const types = filters.orderType ? [filters.orderType] : SHEET_ORDER_TYPES;
  const byType = types.map((type) => {
    const row = rows.find((r) => r.orderType === type);
    return {
      order_type: type,
      order_count: row?.orderCount ?? 0,
      total_quantity: Number(row?.totalQuantity ?? 0),
      total_weight: row?.totalWeight ?? '0.00',
    };
  });
  // Net change of stock: additions in, deductions out (exact, in hundredths of a kg).
  const signed = (type: SheetOrderType) => (type === 'addition' ? 1n : -1n);
  const netHundredths = byType.reduce((sum, r) => sum + signed(r.order_type) * BigInt(r.total_weight.replace('.', '')), 0n);
  const netAbs = netHundredths < 0n ? -netHundredths : netHundredths;
  return {
    from: filters.from ?? null,
    to: filters.to ?? null,
    order_type: filters.orderType ?? null,
    net_quantity: byType.reduce((sum, r) => sum + Number(signed(r.order_type)) * r.total_quantity, 0),
    net_weight: `${netHundredths < 0n ? '-' : ''}${netAbs / 100n}.${(netAbs % 100n).toString().padStart(2, '0')}`,
    order_count: byType.reduce((sum, r) => sum + r.order_count, 0),
    total_quantity: byType.reduce((sum, r) => sum + r.total_quantity, 0),
    total_weight: sumWeights(byType.map((r) => r.total_weight)),
    by_type: byType,
  };
}
