// The cut sequence and the remnants of one nested sheet (guillotine.ts): stage 1 cuts the strips off across the whole
// sheet, stage 2 cuts each strip into columns, stage 3 cuts a column into its stacked parts; a trim takes the waste
// off a part narrower or lower than its place. Every cut runs edge to edge of the piece it is made in, as a shear cuts.
import type { Bin, NestInput } from './guillotine';

export type Rect = { x: number; y: number; w: number; h: number };
/**
 * One cut: `dir` 'h' is a line across the width at y = `at`, from x = `from` to x = `to`; 'v' a line along the length
 * at x = `at`, from y = `from` to `to`. The kerf is taken off after the line (above it, or right of it).
 */
export type Cut = { seq: number; stage: 1 | 2 | 3; trim: boolean; dir: 'h' | 'v'; at: number; from: number; to: number };

export function cutsOfSheet(bin: Bin): Cut[] {
  const cuts: Cut[] = [];
  const add = (cut: Omit<Cut, 'seq'>) => cuts.push({ seq: cuts.length + 1, ...cut });
  const { w: W, h: H } = bin.stock;
  for (const strip of bin.strips) {
    if (strip.y + strip.h < H) add({ stage: 1, trim: false, dir: 'h', at: strip.y + strip.h, from: 0, to: W });
  }
  for (const strip of bin.strips) {
    for (const column of strip.columns) {
      if (column.x + column.w < W) add({ stage: 2, trim: false, dir: 'v', at: column.x + column.w, from: strip.y, to: strip.y + strip.h });
    }
  }
  for (const strip of bin.strips) {
    for (const column of strip.columns) {
      const stacked = column.items.length > 1;
      for (const placed of column.items) {
        const end = placed.y + placed.h;
        if (end < strip.y + strip.h) add({ stage: stacked ? 3 : 2, trim: !stacked, dir: 'h', at: end, from: column.x, to: column.x + column.w });
        if (placed.w < column.w) add({ stage: 3, trim: true, dir: 'v', at: column.x + placed.w, from: placed.y, to: end });
      }
    }
  }
  return cuts;
}

/** The offcuts of a sheet kept as remnants: above the last strip, and right of each strip, when both sides reach the minimum. */
export function remnantsOfSheet(bin: Bin, input: Pick<NestInput, 'kerf' | 'minRemnant'>): Rect[] {
  const { w: W, h: H } = bin.stock;
  const { kerf, minRemnant } = input;
  const usable = (r: Rect) => r.w >= minRemnant && r.h >= minRemnant && r.w > 0 && r.h > 0;
  const rects: Rect[] = [];
  for (const strip of bin.strips) {
    const x = strip.usedW + kerf;
    rects.push({ x, y: strip.y, w: W - x, h: strip.h });
  }
  const top = bin.usedH === 0 ? 0 : bin.usedH + kerf;
  rects.push({ x: 0, y: top, w: W, h: H - top });
  return rects.filter(usable);
}

/**
 * Checks a sheet's cuts as a shear would make them (the tests' guillotine check): each cut must cross exactly one
 * piece of the sheet from edge to edge, no cut may run through a part, and at the end each part lies alone in its
 * piece. Returns what is wrong, or null.
 */
export function checkGuillotine(sheet: { w: number; h: number; parts: Rect[]; cuts: Cut[] }, kerf: number): string | null {
  let pieces: Rect[] = [{ x: 0, y: 0, w: sheet.w, h: sheet.h }];
  for (const part of sheet.parts) {
    if (part.x < 0 || part.y < 0 || part.x + part.w > sheet.w || part.y + part.h > sheet.h) return `a part at ${part.x},${part.y} leaves the sheet`;
  }
  for (const cut of sheet.cuts) {
    const index = pieces.findIndex((p) =>
      cut.dir === 'h' ? p.x === cut.from && p.x + p.w === cut.to && p.y < cut.at && cut.at < p.y + p.h : p.y === cut.from && p.y + p.h === cut.to && p.x < cut.at && cut.at < p.x + p.w,
    );
    if (index < 0) return `cut ${cut.seq} does not run edge to edge of a piece`;
    const piece = pieces[index]!;
    const band: Rect = cut.dir === 'h' ? { x: piece.x, y: cut.at, w: piece.w, h: kerf } : { x: cut.at, y: piece.y, w: kerf, h: piece.h };
    if (sheet.parts.some((part) => overlaps(part, band) || crosses(part, cut))) return `cut ${cut.seq} runs through a part`;
    const split: Rect[] =
      cut.dir === 'h'
        ? [
            { x: piece.x, y: piece.y, w: piece.w, h: cut.at - piece.y },
            { x: piece.x, y: cut.at + kerf, w: piece.w, h: piece.y + piece.h - cut.at - kerf },
          ]
        : [
            { x: piece.x, y: piece.y, w: cut.at - piece.x, h: piece.h },
            { x: cut.at + kerf, y: piece.y, w: piece.x + piece.w - cut.at - kerf, h: piece.h },
          ];
    pieces = [...pieces.slice(0, index), ...split.filter((r) => r.w > 0 && r.h > 0), ...pieces.slice(index + 1)];
  }
  for (const part of sheet.parts) {
    const home = pieces.find((p) => p.x === part.x && p.y === part.y && p.w === part.w && p.h === part.h);
    if (!home) return `the part at ${part.x},${part.y} is not cut free`;
  }
  return null;
}

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
/** A zero-kerf cut line strictly inside a part. */
const crosses = (part: Rect, cut: Cut) =>
  cut.dir === 'h'
    ? part.y < cut.at && cut.at < part.y + part.h && part.x < cut.to && cut.from < part.x + part.w
    : part.x < cut.at && cut.at < part.x + part.w && part.y < cut.to && cut.from < part.y + part.h;
