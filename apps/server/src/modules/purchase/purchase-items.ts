import { formatCents, toCents } from '@steelworks/contract/common/money';
import { PURCHASE_TEXT, type RatePer } from '@steelworks/contract/purchase';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import { getSheet } from '../sheet/sheet-stock.service';
import { fromMilli, getStoreItem, toMilli } from '../store/store.service';

/**
 * What buying needs to know of an item, whether a store item or a sheet: how it is counted on an order (bars for a
 * channel section, pieces for a sheet, the store item's own unit otherwise), how many kg one such unit weighs in theory,
 * and how many units of stock one ordered unit is (a bar is its stock length in metres).
 */
export type ItemFacts = {
  storeItemId: number | null;
  sheetId: number | null;
  name: string;
  unit: string;
  /** kg of one ordered unit, in thousandths; null when the item has no known weight. */
  kgPerUnitMilli: bigint | null;
  /** Stock units (thousandths) one ordered unit adds: 1000 except a section's bar (its length in mm). */
  stockPerUnitMilli: bigint;
  isSection: boolean;
  isSheet: boolean;
};

export async function itemFacts(db: DbOrTx, item: { store_item?: number | null; sheet?: number | null }): Promise<ItemFacts> {
  if (item.sheet) {
    const sheet = await getSheet(db, item.sheet);
    return { storeItemId: null, sheetId: sheet.id, name: sheet.name, unit: 'pieces', kgPerUnitMilli: toMilli(sheet.unit_kg), stockPerUnitMilli: 1000n, isSection: false, isSheet: true };
  }
  const stored = await getStoreItem(db, item.store_item!);
  if (stored.section) {
    const length = BigInt(stored.section.stock_length_mm);
    const kgPerMetreMilli = toMilli(stored.section.kg_per_metre);
    return {
      storeItemId: stored.id,
      sheetId: null,
      name: stored.name,
      unit: 'bars',
      kgPerUnitMilli: kgPerMetreMilli > 0n ? (kgPerMetreMilli * length + 500n) / 1000n : null,
      stockPerUnitMilli: length,
      isSection: true,
      isSheet: false,
    };
  }
  const inKg = stored.unit_type.trim().toLowerCase() === 'kg';
  return { storeItemId: stored.id, sheetId: null, name: stored.name, unit: stored.unit_type, kgPerUnitMilli: inKg ? 1000n : null, stockPerUnitMilli: 1000n, isSection: false, isSheet: false };
}

/** A quantity that must be whole (bars, pieces) is refused otherwise, on its field. */
export function checkWhole(facts: ItemFacts, quantityMilli: bigint, field: string): void {
  if (quantityMilli % 1000n === 0n) return;
  if (facts.isSection) throw fieldError(field, PURCHASE_TEXT.barsWhole);
  if (facts.isSheet) throw fieldError(field, PURCHASE_TEXT.piecesWhole);
}

/** The theoretical kg of `quantityMilli` ordered units, in thousandths; null without a weight. */
export function theoreticalKgMilli(facts: ItemFacts, quantityMilli: bigint): bigint | null {
  return facts.kgPerUnitMilli === null ? null : (facts.kgPerUnitMilli * quantityMilli + 500n) / 1000n;
}

export const milliText = (milli: bigint | null) => (milli === null ? null : fromMilli(milli));

/** rate x quantity (thousandths) in paise, rounded half up: money never passes through a float. */
function amountCents(rate: string, quantityMilli: bigint): bigint {
  return (toCents(rate) * quantityMilli + 500n) / 1000n;
}

/**
 * The amount of a quantity at a rate: per kg on the kg given (weighed) or else the theoretical kg, per bar, piece or
 * unit on the quantity. A rate per kg of an item without a weight is refused on `field`.
 */
export function valueOf(facts: ItemFacts, rate: string, ratePer: RatePer, quantityMilli: bigint, kgMilli: bigint | null, field: string): string {
  if (ratePer !== 'kg') return formatCents(amountCents(rate, quantityMilli));
  const kg = kgMilli ?? theoreticalKgMilli(facts, quantityMilli);
  if (kg === null) throw fieldError(field, `${facts.name} has no weight: give its rate per ${facts.isSection ? 'bar' : 'piece or unit'}`);
  return formatCents(amountCents(rate, kg));
}
