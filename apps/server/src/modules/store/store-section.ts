import { SECTION_TEXT, type SectionFields, type SectionInfo } from '@steelworks/contract/section';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import { storeItems } from './store.table';

type StoreItemRow = typeof storeItems.$inferSelect;

/** A section's own fields as a store item answers them, or null for a plain item. */
export function sectionInfoOf(row: StoreItemRow): SectionInfo | null {
  if (!row.isSection) return null;
  return {
    channel_size: row.channelSize,
    gauge: row.gauge,
    kg_per_metre: Number(row.kgPerMetre),
    stock_length_mm: row.stockLengthMm ?? 0,
  };
}

/**
 * The columns a create or update writes for the section fields (issue 32 point 1), after the rules: a section needs
 * its size, gauge and stock length; its stock is the metres of its pieces, so a create or update may not set another
 * stock, and an item becomes a section only at stock 0 (its bars are then received) and stops being one only when
 * none of its pieces is left (`livePiecesOf`: the cutting module counts them, store.service.ts `StoreItemUses`). Its
 * unit type is metres.
 */
export async function sectionColumns(
  db: DbOrTx,
  current: StoreItemRow | null,
  input: SectionFields & { stock?: number },
  livePiecesOf: (db: DbOrTx, storeItemId: number) => Promise<number>,
): Promise<Partial<typeof storeItems.$inferInsert>> {
  const wasSection = current?.isSection ?? false;
  const isSection = input.is_section ?? wasSection;
  const changes: Partial<typeof storeItems.$inferInsert> = {};
  if (input.channel_size !== undefined) changes.channelSize = input.channel_size;
  if (input.gauge !== undefined) changes.gauge = input.gauge;
  if (input.kg_per_metre !== undefined) changes.kgPerMetre = input.kg_per_metre.toFixed(3);
  if (input.stock_length_mm !== undefined) changes.stockLengthMm = input.stock_length_mm;
  if (input.is_section !== undefined) changes.isSection = input.is_section;
  if (!isSection) {
    if (wasSection && current) {
      const live = await livePiecesOf(db, current.id);
      if (live > 0) throw fieldError('is_section', SECTION_TEXT.piecesLeft(live));
    }
    return changes;
  }
  const channel = changes.channelSize ?? current?.channelSize ?? '';
  const gauge = changes.gauge ?? current?.gauge ?? '';
  const length = changes.stockLengthMm ?? current?.stockLengthMm ?? null;
  if (!channel) throw fieldError('channel_size', SECTION_TEXT.sectionNeeds);
  if (!gauge) throw fieldError('gauge', SECTION_TEXT.sectionNeeds);
  if (!length) throw fieldError('stock_length_mm', SECTION_TEXT.sectionNeeds);
  const stockNow = current ? Number(current.stock) : 0;
  if (!wasSection && stockNow !== 0) throw fieldError('stock', SECTION_TEXT.notEmptyToBecome(stockNow));
  if (input.stock !== undefined && input.stock !== stockNow) throw fieldError('stock', SECTION_TEXT.stockOfSection);
  changes.unitType = 'm';
  return changes;
}
