import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type {
  Shortage,
  StockMovement,
  StoreItem,
  StoreItemInput,
  StoreItemPatch,
} from '@steelworks/contract/store';
import { STORE_MESSAGES } from '@steelworks/contract/store';
import { SECTION_TEXT } from '@steelworks/contract/section';
import { fromMilli, toMilli } from '@steelworks/contract/common/quantity';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, noStocks, notFound, ruleError, staleWrite } from '../../lib/app-error';
import { recordAudit, recordAudits, type AuditActor } from '../../lib/audit';
import { likePattern, newestFirstPage, searchCappedCounter, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { notifyStockLow } from './store-notify';
import { sectionColumns, sectionInfoOf } from './store-section';
import { searchText, stockMovements, storeItems } from './store.table';

/**
 * What the modules above the store hold of one of its items, asked before a change: the live products whose bill of
 * materials lists it (product), and the section's pieces not yet used (cutting). `app.ts` gives their readers
 * (docs/decisions/057-server-modules-one-way.md).
 */
export type StoreItemUses = {
  /** The names of up to five live products that list the item, by name. */
  productsUsing(db: DbOrTx, storeItemId: number): Promise<string[]>;
  livePiecesOf(db: DbOrTx, storeItemId: number): Promise<number>;
};

// Stock has 3 decimals; arithmetic runs in integer thousandths (the contract's, which the screens share), never in floats.
export { fromMilli, toMilli };

type StoreItemRow = typeof storeItems.$inferSelect;

/** The column value of an input's reorder level: null clears it, undefined leaves it. */
function reorderLevelOf(level: number | null | undefined): string | null | undefined {
  return level === null || level === undefined ? level : fromMilli(toMilli(level));
}

function storeItemAnswer(row: StoreItemRow): StoreItem {
  const stock = Number(row.stock);
  return {
    id: row.id,
    auto_id: row.autoId,
    name: row.name,
    unit_type: row.unitType,
    unit: Number(row.unit),
    stock,
    price: row.price,
    out_of_stock: stock <= 0,
    reorder_level: row.reorderLevel === null ? null : Number(row.reorderLevel),
    section: sectionInfoOf(row),
  };
}

const live = isNull(storeItems.deletedAt);

export function listStoreItems(db: DbOrTx, query: { search: string; out_of_stock?: boolean }): PagedQuery<StoreItem> {
  const search = query.search.trim();
  const number = /^\d{1,9}$/.test(search) ? Number(search) : undefined;
  const where = and(
    live,
    query.out_of_stock ? sql`${storeItems.stock} <= 0` : undefined,
    search
      ? or(
          ilike(searchText(storeItems), likePattern(search)),
          number !== undefined ? eq(storeItems.autoId, number) : undefined,
        )
      : undefined,
  );
  return {
    ...searchCappedCounter(
      db,
      search,
      () => db.select({ id: storeItems.id }).from(storeItems).where(where),
      async () => (await db.select({ n: count() }).from(storeItems).where(where))[0]!.n,
    ),
    rows: async (limit, offset) =>
      (await db.select().from(storeItems).where(where).orderBy(asc(storeItems.name), asc(storeItems.id)).limit(limit).offset(offset)).map(
        storeItemAnswer,
      ),
  };
}

async function findLive(db: DbOrTx, id: number, lock = false): Promise<StoreItemRow> {
  const query = db.select().from(storeItems).where(and(eq(storeItems.id, id), live)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function getStoreItem(db: DbOrTx, id: number): Promise<StoreItem> {
  return storeItemAnswer(await findLive(db, id));
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: storeItems.id })
    .from(storeItems)
    .where(and(live, sql`lower(${storeItems.name}) = lower(${name})`, exceptId ? sql`${storeItems.id} <> ${exceptId}` : undefined))
    .limit(1);
  if (taken) throw fieldError('name', 'A store item with this name already exists.');
}

export async function createStoreItem(db: DbOrTx, input: StoreItemInput, actor: AuditActor, uses: StoreItemUses): Promise<StoreItem> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    const section = await sectionColumns(tx, null, input, uses.livePiecesOf);
    const stock = fromMilli(toMilli(input.stock));
    const [row] = await tx
      .insert(storeItems)
      .values({
        name: input.name,
        unitType: input.unit_type,
        unit: String(input.unit),
        stock,
        price: input.price,
        reorderLevel: reorderLevelOf(input.reorder_level) ?? null,
        ...section,
      })
      .returning();
    await tx.insert(stockMovements).values({
      storeItemId: row!.id,
      accountId: actor?.accountId ?? null,
      oldStock: '0',
      newStock: stock,
      reason: input.reason ?? 'Opening stock',
    });
    const created = storeItemAnswer(row!);
    await recordAudit(tx, actor, { entity: 'store_item', id: created.id, action: 'create', after: created, note: input.reason });
    return created;
  });
}

/** PUT (all fields) and PATCH (some, e.g. the inline {stock, price}); a stock change leaves a movement row. */
export async function updateStoreItem(db: DbOrTx, id: number, input: StoreItemPatch, actor: AuditActor, uses: StoreItemUses): Promise<StoreItem> {
  return db.transaction(async (tx) => {
    const current = await findLive(tx, id, true);
    if (input.name !== undefined && input.name.toLowerCase() !== current.name.toLowerCase()) await assertNameFree(tx, input.name, id);
    const changes: Partial<typeof storeItems.$inferInsert> = await sectionColumns(tx, current, input, uses.livePiecesOf);
    if (input.name !== undefined) changes.name = input.name;
    if (input.unit_type !== undefined && !changes.unitType) changes.unitType = input.unit_type;
    if (input.unit !== undefined) changes.unit = String(input.unit);
    if (input.price !== undefined) changes.price = input.price;
    if (input.reorder_level !== undefined) changes.reorderLevel = reorderLevelOf(input.reorder_level);
    // Stale-write guard (docs/product/guards.md#stale-writes): the row is locked, so the comparison and the write are one step.
    if (input.stock !== undefined && input.expected_stock !== undefined && toMilli(input.expected_stock) !== toMilli(current.stock)) {
      throw staleWrite({ stock: Number(current.stock) });
    }
    const stockChanged = input.stock !== undefined && toMilli(input.stock) !== toMilli(current.stock);
    if (stockChanged) changes.stock = fromMilli(toMilli(input.stock!));
    if (Object.keys(changes).length === 0) return storeItemAnswer(current);
    const [row] = await tx
      .update(storeItems)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(storeItems.id, id))
      .returning();
    if (stockChanged) {
      await tx.insert(stockMovements).values({
        storeItemId: id,
        accountId: actor?.accountId ?? null,
        oldStock: current.stock,
        newStock: changes.stock!,
        reason: input.reason ?? 'Stock updated by hand',
      });
    }
    if (stockChanged) await notifyStockLow(tx, [{ storeItemId: id, oldStock: current.stock, newStock: row!.stock }]);
    const after = storeItemAnswer(row!);
    await recordAudit(tx, actor, {
      entity: 'store_item',
      id,
      action: 'update',
      before: storeItemAnswer(current),
      after,
      note: stockChanged ? (input.reason ?? 'Stock updated by hand') : undefined,
    });
    return after;
  });
}

/**
 * Hides the item. An item still in the bill of materials of a live product is refused (409): the product's cost
 * would silently keep counting it.
 */
export async function deleteStoreItem(db: DbOrTx, id: number, actor: AuditActor, uses: StoreItemUses): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findLive(tx, id, true);
    const users = await uses.productsUsing(tx, id);
    if (users.length > 0) {
      throw new AppError(
        'conflict',
        `This store item is a raw material of ${users.join(', ')}${users.length === 5 ? ' and others' : ''}. Remove it from those products first.`,
        { products: users },
      );
    }
    await tx.update(storeItems).set({ deletedAt: sql`now()` }).where(eq(storeItems.id, id));
    await recordAudit(tx, actor, { entity: 'store_item', id, action: 'delete', before: storeItemAnswer(current) });
  });
}

export function listStockMovements(db: DbOrTx, storeItemId: number): PagedQuery<StockMovement> {
  const where = eq(stockMovements.storeItemId, storeItemId);
  return {
    count: async () => {
      await findLive(db, storeItemId);
      return (await db.select({ n: count() }).from(stockMovements).where(where))[0]!.n;
    },
    rows: async (limit, offset) => {
      const read = db.select({ m: stockMovements, by: accounts.username, fullName: accounts.fullName }).from(stockMovements).leftJoin(accounts, eq(accounts.id, stockMovements.accountId));
      const page = await newestFirstPage(read.where(where).$dynamic(), stockMovements.id, limit, offset);
      return page.map(({ m, by, fullName }) => ({
        id: m.id,
        store_item: m.storeItemId,
        old_stock: Number(m.oldStock),
        new_stock: Number(m.newStock),
        reason: m.reason,
        by: fullName ?? by ?? null,
        created_at: m.createdAt.toISOString(),
      }));
    },
  };
}

export type StockChange = { storeItemId: number; delta: number | string };

/**
 * THE way stock moves for store supply and any other bulk change: all or nothing. Rows are locked in id order (so
 * two supplies touching the same items cannot deadlock), every item is checked, and if any would go below zero
 * nothing changes and it throws 400 `No Stocks Available` with `shortages: [{store_item, name, needed, available}]`.
 * Each changed item gets a movement row with `reason`. Runs in its own savepoint, so it can be called with a
 * transaction (recommended, to commit together with the caller's own writes) or a plain database handle.
 */
export async function applyStockChanges(
  db: DbOrTx,
  changes: readonly StockChange[],
  reason: string,
  actor: AuditActor,
  options: { sectionPieces?: boolean } = {},
): Promise<StoreItem[]> {
  const deltas = new Map<number, bigint>();
  for (const change of changes) {
    deltas.set(change.storeItemId, (deltas.get(change.storeItemId) ?? 0n) + toMilli(change.delta));
  }
  const ids = [...deltas.keys()].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(storeItems).where(inArray(storeItems.id, ids)).orderBy(asc(storeItems.id)).for('update');
    if (rows.length !== ids.length) throw notFound();
    // A section's stock is the metres of its pieces (issue 32): only the cutting module, which moves the pieces in the
    // same transaction, may move it; a store supply or any other bulk change would leave the pieces behind.
    const sections = rows.filter((row) => row.isSection && deltas.get(row.id) !== 0n);
    if (sections.length > 0 && !options.sectionPieces) {
      throw ruleError(SECTION_TEXT.movesByPieces(sections.map((row) => row.name)), { sections: sections.map((row) => ({ store_item: row.id, name: row.name })) });
    }
    const shortages: Shortage[] = [];
    for (const row of rows) {
      const delta = deltas.get(row.id)!;
      const available = toMilli(row.stock);
      if (available + delta < 0n) {
        shortages.push({ store_item: row.id, name: row.name, needed: Number(fromMilli(-delta)), available: Number(row.stock) });
      }
    }
    if (shortages.length > 0) throw noStocks(STORE_MESSAGES.noStocks, shortages);
    const updated: StoreItem[] = [];
    const movements: (typeof stockMovements.$inferInsert)[] = [];
    for (const row of rows) {
      const delta = deltas.get(row.id)!;
      if (delta === 0n) {
        updated.push(storeItemAnswer(row));
        continue;
      }
      const newStock = fromMilli(toMilli(row.stock) + delta);
      // The CHECK (stock >= 0) backs the lock: even a writer that skipped this function cannot go below zero.
      const [after] = await tx
        .update(storeItems)
        .set({ stock: newStock, updatedAt: sql`now()` })
        .where(eq(storeItems.id, row.id))
        .returning();
      updated.push(storeItemAnswer(after!));
      movements.push({ storeItemId: row.id, accountId: actor?.accountId ?? null, oldStock: row.stock, newStock, reason: reason.slice(0, 200) });
    }
    if (movements.length > 0) await tx.insert(stockMovements).values(movements);
    await notifyStockLow(tx, movements);
    await recordAudits(
      tx,
      actor,
      movements.map((m) => ({
        entity: 'store_item',
        id: m.storeItemId,
        action: 'stock' as const,
        before: { stock: Number(m.oldStock) },
        after: { stock: Number(m.newStock) },
        note: m.reason,
      })),
    );
    return updated;
  });
}

/**
 * Which needs the store cannot cover now, without changing anything or taking locks (the order check of
 * docs/product/orders.md#stock-check). Quantities of the same item are added up. `claimed` (milli-units per store item) is stock
 * already promised elsewhere: the promise date counts what open supplies still need (docs/decisions/017-planning.md).
 */
export async function findShortages(
  db: DbOrTx,
  needs: readonly { storeItemId: number; quantity: number | string }[],
  claimed: ReadonlyMap<number, bigint> = new Map(),
): Promise<Shortage[]> {
  const totals = new Map<number, bigint>();
  for (const need of needs) totals.set(need.storeItemId, (totals.get(need.storeItemId) ?? 0n) + toMilli(need.quantity));
  if (totals.size === 0) return [];
  const rows = await db
    .select({ id: storeItems.id, name: storeItems.name, stock: storeItems.stock })
    .from(storeItems)
    .where(inArray(storeItems.id, [...totals.keys()]))
    .orderBy(asc(storeItems.id));
  const free = (row: { id: number; stock: string }) => toMilli(row.stock) - (claimed.get(row.id) ?? 0n);
  return rows
    .filter((row) => free(row) < totals.get(row.id)!)
    .map((row) => ({
      store_item: row.id,
      name: row.name,
      needed: Number(fromMilli(totals.get(row.id)!)),
      available: Math.max(0, Number(fromMilli(free(row)))),
    }));
}
