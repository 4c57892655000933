import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  SECTION_TEXT,
  sectionLabel,
  type AddOffcutInput,
  type PieceKind,
  type PieceOrigin,
  type ReceiveBarsInput,
  type RemovePieceInput,
  type SectionPiece,
  type SectionStock,
} from '@steelworks/contract/section';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound, ruleError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { applyStockChanges, fromMilli } from '../store/store.service';
import { sectionInfoOf } from '../store/store-section';
import { storeItems } from '../store/store.table';
import { getCutSettings } from './cut-settings.service';
import { sectionPieces } from './cutting.table';

type StoreItemRow = typeof storeItems.$inferSelect;
type PieceRow = typeof sectionPieces.$inferSelect;

/**
 * A live section, locked when asked: the store item's row lock is what orders every change of its pieces (receipts,
 * corrections, confirmed plans), so the pieces and the item's stock in metres always move together.
 */
async function findSection(db: DbOrTx, id: number, lock = false): Promise<StoreItemRow> {
  const query = db.select().from(storeItems).where(and(eq(storeItems.id, id), isNull(storeItems.deletedAt))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  if (!row.isSection) throw ruleError(SECTION_TEXT.notASection);
  return row;
}

function pieceAnswer(row: PieceRow): SectionPiece {
  return {
    id: row.id,
    kind: row.kind as PieceKind,
    length_mm: row.lengthMm,
    origin: row.origin as PieceOrigin,
    origin_plan: row.originPlanId,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/** Metres from whole mm: the stock's 3 decimals are whole mm, so this is exact. */
export const metresOf = (mm: number) => Number(fromMilli(BigInt(mm)));
/** kg of `mm` of a section, to 3 decimals. */
export const kgOf = (mm: number, kgPerMetre: number) => Math.round(mm * kgPerMetre) / 1000;

export async function getSectionStock(db: DbOrTx, id: number): Promise<SectionStock> {
  const item = await findSection(db, id);
  const live = and(eq(sectionPieces.storeItemId, id), isNull(sectionPieces.usedAt));
  const [bars] = await db
    .select({ n: count(), mm: sql<string>`coalesce(sum(${sectionPieces.lengthMm}), 0)` })
    .from(sectionPieces)
    .where(and(live, eq(sectionPieces.kind, 'bar')));
  const offcuts = await db
    .select()
    .from(sectionPieces)
    .where(and(live, eq(sectionPieces.kind, 'offcut')))
    .orderBy(desc(sectionPieces.lengthMm), asc(sectionPieces.id));
  const mm = Number(bars!.mm) + offcuts.reduce((sum, piece) => sum + piece.lengthMm, 0);
  const section = sectionInfoOf(item)!;
  return {
    store_item: item.id,
    name: item.name,
    section,
    label: sectionLabel(section),
    bars: bars!.n,
    offcuts: offcuts.map(pieceAnswer),
    metres: metresOf(mm),
    kg: kgOf(mm, section.kg_per_metre),
    stock: Number(item.stock),
  };
}

/**
 * The item's stock follows its pieces: `deltaMm` (new pieces less used ones) moves the stock in metres through the
 * one stock-moving function, which writes the movement row and its audit row.
 */
export async function moveSectionStock(tx: DbOrTx, storeItemId: number, deltaMm: number, reason: string, actor: AuditActor): Promise<void> {
  if (deltaMm === 0) return;
  await applyStockChanges(tx, [{ storeItemId, delta: fromMilli(BigInt(deltaMm)) }], reason, actor, { sectionPieces: true });
}

export async function receiveBars(db: DbOrTx, id: number, input: ReceiveBarsInput, actor: AuditActor): Promise<SectionStock> {
  await db.transaction(async (tx) => {
    const item = await findSection(tx, id, true);
    const length = item.stockLengthMm!;
    const note = input.reason ?? `${input.count} bars received`;
    await tx.insert(sectionPieces).values(
      Array.from({ length: input.count }, () => ({
        storeItemId: id,
        kind: 'bar',
        lengthMm: length,
        origin: 'received',
        note,
        createdBy: actor?.accountId ?? null,
      })),
    );
    await moveSectionStock(tx, id, input.count * length, `Bars received: ${input.count} x ${length} mm. ${note}`, actor);
  });
  return getSectionStock(db, id);
}

export async function addOffcut(db: DbOrTx, id: number, input: AddOffcutInput, actor: AuditActor): Promise<SectionStock> {
  await db.transaction(async (tx) => {
    const item = await findSection(tx, id, true);
    if (input.length_mm > item.stockLengthMm!) throw fieldError('length_mm', SECTION_TEXT.offcutLength(item.stockLengthMm!));
    // A remainder below the minimum is scrap when a plan is cut (decision 032); one entered by hand is no different.
    const { min_offcut_mm: minimum } = await getCutSettings(tx);
    if (input.length_mm < minimum) throw fieldError('length_mm', SECTION_TEXT.offcutBelowMinimum(minimum));
    const [piece] = await tx
      .insert(sectionPieces)
      .values({ storeItemId: id, kind: 'offcut', lengthMm: input.length_mm, origin: 'correction', note: input.reason, createdBy: actor?.accountId ?? null })
      .returning();
    await recordAudit(tx, actor, { entity: 'section_piece', id: piece!.id, action: 'create', after: pieceAnswer(piece!), note: input.reason });
    await moveSectionStock(tx, id, input.length_mm, `Offcut of ${input.length_mm} mm added by hand: ${input.reason}`, actor);
  });
  return getSectionStock(db, id);
}

/** A bar or offcut taken out of the stock by hand (scrapped, found missing): it stays as a used row, with why. */
export async function removePiece(db: DbOrTx, id: number, pieceId: number, input: RemovePieceInput, actor: AuditActor): Promise<SectionStock> {
  await db.transaction(async (tx) => {
    await findSection(tx, id, true);
    const [piece] = await tx
      .select()
      .from(sectionPieces)
      .where(and(eq(sectionPieces.id, pieceId), eq(sectionPieces.storeItemId, id)))
      .for('update');
    if (!piece) throw notFound();
    if (piece.usedAt) throw ruleError(SECTION_TEXT.pieceUsed);
    await tx
      .update(sectionPieces)
      .set({ usedAt: sql`now()`, usedBy: actor?.accountId ?? null, usedNote: input.reason })
      .where(eq(sectionPieces.id, pieceId));
    await recordAudit(tx, actor, { entity: 'section_piece', id: pieceId, action: 'delete', before: pieceAnswer(piece), note: input.reason });
    await moveSectionStock(tx, id, -piece.lengthMm, `${piece.kind === 'bar' ? 'Bar' : 'Offcut'} of ${piece.lengthMm} mm removed by hand: ${input.reason}`, actor);
  });
  return getSectionStock(db, id);
}

/** A section's pieces not yet used: a store item with any left stays a section (store.service.ts `StoreItemUses`). */
export async function livePiecesOfSection(db: DbOrTx, storeItemId: number): Promise<number> {
  const [live] = await db
    .select({ n: count() })
    .from(sectionPieces)
    .where(and(eq(sectionPieces.storeItemId, storeItemId), isNull(sectionPieces.usedAt)));
  return live!.n;
}
