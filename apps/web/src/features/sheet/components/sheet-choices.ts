import { SHEET_GSMS, SHEET_ORDER_TYPE_LABELS, SHEET_ORDER_TYPES, SHEET_THICKNESSES, SHEET_WIDTHS } from '@steelworks/contract/sheet';

/** Select options built from the contract's choices (docs/product/sheets.md#sheets). */
export const THICKNESS_OPTIONS = SHEET_THICKNESSES.map((t) => ({ value: t, label: `${t} mm` }));
export const WIDTH_OPTIONS = SHEET_WIDTHS.map((w) => ({ value: String(w), label: String(w) }));
export const GSM_OPTIONS = SHEET_GSMS.map((g) => ({ value: String(g), label: String(g) }));
export const ORDER_TYPE_OPTIONS = SHEET_ORDER_TYPES.map((t) => ({ value: t, label: SHEET_ORDER_TYPE_LABELS[t] }));

/** The shared weight formatter ("1,234.50 kg"), kept importable from here for the sheet screens. */
export { formatKg } from '../../../lib/format-weight';

/** "1 piece", "12 pieces". */
export function pieces(count: number): string {
  return `${count} ${count === 1 ? 'piece' : 'pieces'}`;
}

/** The whole pieces a typed quantity counts for a weight preview: an empty, negative or unfinished entry counts 0. */
export function countedPieces(quantity: number | string): number {
  return Math.max(0, Math.floor(Number(quantity) || 0));
}
