import { and, asc, count, eq, ilike, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  LOW_STOCK,
  SHEET_MESSAGES,
  multiplyWeight,
  sheetSqft,
  sheetUnitKg,
  type Sheet,
  type SheetInput,
  type SheetPatch,
  type SheetThickness,
  type SheetTotalWeight,
} from '@steelworks/contract/sheet';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound, staleWrite } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { likePattern, searchCappedCounter, type PagedQuery } from '../../lib/paginate';
import { sheetMovements, sheets } from './sheet.table';

export type SheetRow = typeof sheets.$inferSelect;

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

export async function createSheet(db: DbOrTx, input: SheetInput, actor: Caller): Promise<Sheet> {
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
export async function updateSheet(db: DbOrTx, id: number, input: SheetPatch, actor: Caller): Promise<Sheet> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(sheets)
      .where(and(eq(sheets.id, id), isNull(sheets.deletedAt)))
      .for('no key update');
    if (!current) throw notFound();
    // Stale-write guard (docs/product/guards.md#stale-writes): the row is locked, so no order can move it between check and write.
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
