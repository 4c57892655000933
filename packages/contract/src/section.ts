import { z } from 'zod';
import { emptyToUndefined, numberInput, pathIdSchema } from './common/inputs';

/**
 * Sections in the store (issue 32 point 1): a store item that is a channel section (size, gauge, kg per metre, stock
 * length) keeps its stock as pieces: full bars and offcuts, each a row with its own length. The item's `stock` is the
 * metres of all its live pieces (3 decimals: whole mm), so the existing store screens keep reading a number.
 */

export const SECTION_TEXT = {
  channelSize: 'Enter the channel size, for example 4x2',
  gauge: 'Enter the gauge, for example 16G',
  kgPerMetre: 'Enter the kg per metre: at least 0, at most 3 decimals',
  stockLength: 'Enter a stock length of 100 to 20000 whole mm',
  sectionNeeds: 'A section needs its channel size, gauge and stock length',
  stockOfSection: "A section's stock is counted in bars and offcuts: receive bars or correct an offcut instead",
  notEmptyToBecome: (stock: number) =>
    `This item has ${stock} in stock. Bring it to 0 first: a section's stock is counted in bars and offcuts`,
  piecesLeft: (count: number) => `This section still has ${count} bars or offcuts in stock: remove them first`,
  notASection: 'This store item is not a section',
  barCount: 'Enter a number of bars from 1 to 1000',
  offcutLength: (max: number) => `Enter an offcut length of 1 to ${max} whole mm`,
  offcutBelowMinimum: (min: number) =>
    `An offcut shorter than the minimum offcut (${min} mm, Cut Settings) is scrap: it is not kept in stock`,
  reason: 'Say why (at most 200 characters)',
  pieceUsed: 'This piece has already left the stock',
  movesByPieces: (names: readonly string[]) =>
    `${names.join(', ')} ${names.length === 1 ? 'is a section' : 'are sections'}: a section leaves the store only as cut pieces (plan and confirm a cut list), not by a store supply. Take it off the product's raw materials: its cut rule gives the need`,
} as const;

const PIECE_KINDS = ['bar', 'offcut'] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];
/** Where a piece came from: bought (received), a cut plan's remainder, or a correction by hand. */
const PIECE_ORIGINS = ['received', 'cut', 'correction'] as const;
export type PieceOrigin = (typeof PIECE_ORIGINS)[number];

const KG_PATTERN = /^\d{1,7}(\.\d{1,3})?$/;

/** The section fields a store item create or update may carry (all optional: an item is a plain item by default). */
export const sectionFieldsSchema = z.object({
  is_section: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : emptyToUndefined(v)), z.boolean().optional()),
  channel_size: z.preprocess(emptyToUndefined, z.string({ error: SECTION_TEXT.channelSize }).trim().min(1).max(30, SECTION_TEXT.channelSize).optional()),
  gauge: z.preprocess(emptyToUndefined, z.string({ error: SECTION_TEXT.gauge }).trim().min(1).max(20, SECTION_TEXT.gauge).optional()),
  kg_per_metre: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : emptyToUndefined(v)),
    z.string({ error: SECTION_TEXT.kgPerMetre }).regex(KG_PATTERN, SECTION_TEXT.kgPerMetre).transform(Number).optional(),
  ),
  stock_length_mm: numberInput(
    z.number({ error: SECTION_TEXT.stockLength }).int(SECTION_TEXT.stockLength).min(100, SECTION_TEXT.stockLength).max(20_000, SECTION_TEXT.stockLength).optional(),
  ),
});
export type SectionFields = z.infer<typeof sectionFieldsSchema>;

/** What a store item answers about its section (null for a plain item). */
export const sectionInfoSchema = z.object({
  channel_size: z.string(),
  gauge: z.string(),
  kg_per_metre: z.number(),
  stock_length_mm: z.number().int(),
});
export type SectionInfo = z.infer<typeof sectionInfoSchema>;

/** "4x2 16G": how a section is named in messages and plans. */
export function sectionLabel(section: { channel_size: string; gauge: string }): string {
  const gauge = /^\d+(\.\d+)?$/.test(section.gauge) ? `${section.gauge}G` : section.gauge;
  return `${section.channel_size} ${gauge}`.trim();
}

/** Sizes and gauges as typed on work orders and store items: "4 x 2" is 4x2, "16", "16g" and "16 G" are one gauge. */
export function normalizeChannelSize(text: string): string {
  return text.toLowerCase().replace(/×/g, 'x').replace(/\s+/g, '');
}
export function normalizeGauge(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '').replace(/(g|ga|gauge|swg)$/, '');
}

const sectionPieceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PIECE_KINDS),
  length_mm: z.number().int(),
  origin: z.enum(PIECE_ORIGINS),
  /** The cut plan whose remainder this offcut is. */
  origin_plan: z.number().int().nullable(),
  note: z.string(),
  created_at: z.string(),
});
export type SectionPiece = z.infer<typeof sectionPieceSchema>;

/** GET /store/sections/{id}/: the pieces of one section, with metres and kg. */
export const sectionStockSchema = z.object({
  store_item: z.number().int(),
  name: z.string(),
  section: sectionInfoSchema,
  label: z.string(),
  bars: z.number().int(),
  offcuts: z.array(sectionPieceSchema),
  /** Of all live pieces: bars and offcuts. */
  metres: z.number(),
  kg: z.number(),
  /** The store item's stock (metres), which the pieces always add up to. */
  stock: z.number(),
});
export type SectionStock = z.infer<typeof sectionStockSchema>;

const reasonField = (required: boolean) =>
  required
    ? z.string({ error: SECTION_TEXT.reason }).trim().min(1, SECTION_TEXT.reason).max(200, SECTION_TEXT.reason)
    : z.preprocess(emptyToUndefined, z.string({ error: SECTION_TEXT.reason }).trim().max(200, SECTION_TEXT.reason).optional());

/** POST /store/sections/{id}/bars/: full bars received (bought). */
export const receiveBarsSchema = z.object({
  count: numberInput(z.number({ error: SECTION_TEXT.barCount }).int(SECTION_TEXT.barCount).min(1, SECTION_TEXT.barCount).max(1000, SECTION_TEXT.barCount)),
  reason: reasonField(false),
});
export type ReceiveBarsInput = z.infer<typeof receiveBarsSchema>;

/** POST /store/sections/{id}/offcuts/: an offcut found or measured by hand (a correction, so with a reason). */
export const addOffcutSchema = z.object({
  length_mm: numberInput(z.number({ error: SECTION_TEXT.offcutLength(20_000) }).int(SECTION_TEXT.offcutLength(20_000)).min(1, SECTION_TEXT.offcutLength(20_000)).max(20_000, SECTION_TEXT.offcutLength(20_000))),
  reason: reasonField(true),
});
export type AddOffcutInput = z.infer<typeof addOffcutSchema>;

/** POST /store/sections/{id}/pieces/{piece}/remove/: a bar or offcut taken out by hand (scrapped, lost, used elsewhere). */
export const removePieceSchema = z.object({ reason: reasonField(true) });
export type RemovePieceInput = z.infer<typeof removePieceSchema>;

export const sectionPiecePathSchema = z.object({ id: pathIdSchema, piece: pathIdSchema });
