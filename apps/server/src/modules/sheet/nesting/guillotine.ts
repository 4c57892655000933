// The sheet nesting solver (docs/decisions/047-sheet-nesting-with-remnants.md): parts placed on remnants first, then on
// whole sheets, in strips, stacks and parts, so that every cut of the shear runs edge to edge of the piece it cuts
// (2 or 3 stages, trimming allowed). A pure module: no database, no clock. Its budget is work (placement attempts), and
// its only randomness is a fixed-seed generator, so one input gives one plan on any machine and at any load.
import { cutsOfSheet, remnantsOfSheet, type Cut, type Rect } from './nest-cuts';
import { seeded } from './seeded-random';

/** One part to cut (one unit: a quantity of 3 is three parts). `rotate` false: the grain fixes its direction. */
export type NestPart = { ref: string; w: number; h: number; rotate: boolean };
/** A remnant (one piece) or a sheet size in stock (`count` pieces). Remnants are used first, in the order given. */
type NestStock = { id: string; kind: 'remnant' | 'sheet'; w: number; h: number; count: number };
export type NestInput = { parts: NestPart[]; stock: NestStock[]; kerf: number; minRemnant: number; stages: 2 | 3; work: number };

type PlacedPart = { ref: string; x: number; y: number; w: number; h: number; rotated: boolean };
type NestSheet = { stockId: string; kind: 'remnant' | 'sheet'; w: number; h: number; parts: PlacedPart[]; cuts: Cut[]; remnants: Rect[] };
export type NestResult = {
  sheets: NestSheet[];
  /** Parts no stock piece can hold (larger than every remnant and sheet). */
  unplaced: string[];
  stats: { sheetsUsed: number; remnantsUsed: number; yieldPercent: number; baselineSheets: number; areaLowerBound: number; work: number; method: string };
};

/** The plan's work: about half a second of CPU for a day's doors on the reference machine (bench/nesting/README.md). */
export const NEST_WORK = 5_000_000;

type Item = { part: NestPart; index: number };
type Placed = { item: Item; w: number; h: number; rotated: boolean; y: number };
type Column = { x: number; w: number; usedH: number; items: Placed[] };
type Strip = { y: number; h: number; usedW: number; columns: Column[] };
export type Bin = { stock: NestStock; strips: Strip[]; usedH: number };
type Packing = { bins: Bin[]; unplaced: Item[] };

/** Orientations of a part, the wider first (a landscape part makes a lower strip). */
function orientations(part: NestPart): [number, number, boolean][] {
  const own: [number, number, boolean] = [part.w, part.h, false];
  if (!part.rotate || part.w === part.h) return [own];
  const turned: [number, number, boolean] = [part.h, part.w, true];
  return part.w >= part.h ? [own, turned] : [turned, own];
}

class Packer {
  work = 0;
  private readonly left = new Map<string, number>();
  constructor(
    private readonly input: NestInput,
    private readonly stacking: boolean,
  ) {
    for (const s of input.stock) this.left.set(s.id, s.count);
  }

  /** Tries the part in a bin's existing strips: stacked in a column, or as a new column; best fit by height left. */
  private placeInStrips(bin: Bin, item: Item): boolean {
    const { kerf } = this.input;
    let best: { strip: Strip; column: Column | null; o: [number, number, boolean]; waste: number } | null = null;
    for (const strip of bin.strips) {
      this.work += 1 + (this.stacking ? strip.columns.length : 0);
      for (const o of orientations(item.part)) {
        const [w, h] = o;
        if (h > strip.h) continue;
        if (this.stacking) {
          for (const column of strip.columns) {
            if (w <= column.w && column.usedH + kerf + h <= strip.h) {
              const waste = (column.w - w) * h;
              if (!best || waste < best.waste) best = { strip, column, o, waste };
            }
          }
        }
        const x = strip.usedW === 0 ? 0 : strip.usedW + kerf;
        if (x + w <= bin.stock.w) {
          const waste = (strip.h - h) * w;
          if (!best || waste < best.waste) best = { strip, column: null, o, waste };
        }
      }
    }
    if (!best) return false;
    const [w, h, rotated] = best.o;
    if (best.column) {
      best.column.items.push({ item, w, h, rotated, y: best.strip.y + best.column.usedH + kerf });
      best.column.usedH += kerf + h;
    } else {
      const x = best.strip.usedW === 0 ? 0 : best.strip.usedW + kerf;
      best.strip.columns.push({ x, w, usedH: h, items: [{ item, w, h, rotated, y: best.strip.y }] });
      best.strip.usedW = x + w;
    }
    return true;
  }

  /** Opens a new strip in the bin for the part, the lower orientation first. */
  private placeNewStrip(bin: Bin, item: Item): boolean {
    const y = bin.usedH === 0 ? 0 : bin.usedH + this.input.kerf;
    this.work++;
    const fits = orientations(item.part)
      .filter(([w, h]) => w <= bin.stock.w && y + h <= bin.stock.h)
      .sort((a, b) => a[1] - b[1]);
    const o = fits[0];
    if (!o) return false;
    const [w, h, rotated] = o;
    bin.strips.push({ y, h, usedW: w, columns: [{ x: 0, w, usedH: h, items: [{ item, w, h, rotated, y }] }] });
    bin.usedH = y + h;
    return true;
  }

  /**
   * Remnants first: an open remnant, then a remnant not yet used that holds the part, then an open sheet, then a new
   * sheet (the first size in stock that holds it). In an open bin: its strips first, then a new strip.
   */
  pack(order: readonly Item[]): Packing {
    const bins: Bin[] = [];
    const unplaced: Item[] = [];
    const left = new Map(this.left);
    const tryOpen = (kind: NestStock['kind'], item: Item) => {
      const open = bins.filter((bin) => bin.stock.kind === kind);
      return open.some((bin) => this.placeInStrips(bin, item)) || open.some((bin) => this.placeNewStrip(bin, item));
    };
    const openNew = (kind: NestStock['kind'], item: Item) => {
      const stock = this.input.stock.find((s) => s.kind === kind && left.get(s.id)! > 0 && orientations(item.part).some(([w, h]) => w <= s.w && h <= s.h));
      if (!stock) return false;
      left.set(stock.id, left.get(stock.id)! - 1);
      const bin: Bin = { stock, strips: [], usedH: 0 };
      this.placeNewStrip(bin, item);
      bins.push(bin);
      return true;
    };
    for (const item of order) {
      if (tryOpen('remnant', item) || openNew('remnant', item) || tryOpen('sheet', item) || openNew('sheet', item)) continue;
      unplaced.push(item);
    }
    return { bins, unplaced };
  }
}

/** The comparison of two packings: every part placed, fewer sheets, less sheet area, the largest remnant left, fewer pieces. */
function scoreOf(packing: Packing, input: NestInput): number[] {
  const sheets = packing.bins.filter((bin) => bin.stock.kind === 'sheet');
  const largest = Math.max(0, ...packing.bins.flatMap((bin) => remnantsOfSheet(bin, input).map((r) => r.w * r.h)));
  return [packing.unplaced.length, sheets.length, sheets.reduce((t, bin) => t + bin.stock.w * bin.stock.h, 0), -largest, packing.bins.length];
}
const better = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

/** The part's sides as the packer sees them: the lower side up when it may turn. */
const lowSide = (p: NestPart) => (p.rotate ? Math.min(p.w, p.h) : p.h);
const highSide = (p: NestPart) => (p.rotate ? Math.max(p.w, p.h) : p.w);
const SORTS: [string, (p: NestPart) => number][] = [
  ['height', (p) => lowSide(p) * 1e6 + highSide(p)],
  ['width', (p) => highSide(p) * 1e6 + lowSide(p)],
  ['area', (p) => p.w * p.h],
  ['perimeter', (p) => p.w + p.h],
  ['longest side', (p) => Math.max(p.w, p.h) * 1e6 + Math.min(p.w, p.h)],
];
const sortedBy = (items: readonly Item[], key: (p: NestPart) => number) => [...items].sort((a, b) => key(b.part) - key(a.part) || a.index - b.index);

/** The shelf first-fit baseline: tallest first, side by side on shelves, no stacking (what a planner does by hand). */
export function shelfFirstFit(input: NestInput): Packing {
  const items = input.parts.map((part, index) => ({ part, index }));
  return new Packer(input, false).pack(sortedBy(items, SORTS[0]![1]));
}

/**
 * The plan: the shelf baseline first (the answer is never worse), then every sort order with stacking, then orders
 * perturbed by the seeded generator, the items of the emptiest bin moved to the front, until the work runs out.
 */
export function nestParts(input: NestInput): NestResult {
  const items: Item[] = input.parts.map((part, index) => ({ part, index }));
  const stacking = input.stages === 3;
  const packer = new Packer(input, stacking);
  let best = shelfFirstFit(input);
  let bestScore = scoreOf(best, input);
  let method = 'shelf first fit';
  const baselineSheets = bestScore[1]!;
  let stalled = 0;
  const consider = (order: Item[], name: string) => {
    const packing = packer.pack(order);
    const score = scoreOf(packing, input);
    stalled++;
    if (better(score, bestScore)) [best, bestScore, method, stalled] = [packing, score, name, 0];
  };
  for (const [name, key] of SORTS) consider(sortedBy(items, key), `${name} first`);
  const random = seeded(items.length * 7919 + input.stock.length);
  const area = input.parts.reduce((t, p) => t + p.w * p.h, 0);
  const sheetArea = Math.max(0, ...input.stock.filter((s) => s.kind === 'sheet').map((s) => s.w * s.h));
  const areaLowerBound = Math.max(sheetArea ? Math.ceil(area / sheetArea) : 0, bigParts(input));
  while (packer.work < input.work && stalled < STALL && items.length > 1 && bestScore[1]! > areaLowerBound) {
    // The emptiest bin's parts first, the rest in the best plan's order with a few neighbours swapped.
    const bins = [...best.bins].sort((a, b) => fill(a) - fill(b));
    const order = [...bins[0]!.strips.flatMap(itemsOf), ...bins.slice(1).flatMap((bin) => bin.strips.flatMap(itemsOf)), ...best.unplaced];
    const swaps = 1 + Math.floor(random() * Math.max(1, order.length / 10));
    for (let s = 0; s < swaps; s++) {
      const i = Math.floor(random() * order.length);
      const j = Math.min(order.length - 1, i + 1 + Math.floor(random() * 3));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    consider(order, 'improved');
  }
  return resultOf(best, input, { baselineSheets, areaLowerBound, work: packer.work, method });
}

/** Orders tried in a row without a better plan before the search stops: a count, so the plan stays reproducible. */
const STALL = 400;

/**
 * Parts more than half the largest sheet both ways (in every way they may lie): no two share a sheet, so each needs
 * its own (with the area bound, the lower bound the search stops at).
 */
function bigParts(input: NestInput): number {
  const sizes = input.stock.filter((s) => s.kind === 'sheet');
  const W = Math.max(0, ...sizes.map((s) => s.w));
  const H = Math.max(0, ...sizes.map((s) => s.h));
  return input.parts.filter((p) => orientations(p).every(([w, h]) => 2 * w > W && 2 * h > H)).length;
}

const itemsOf = (strip: Strip) => strip.columns.flatMap((column) => column.items.map((placed) => placed.item));
const fill = (bin: Bin) => bin.strips.reduce((t, s) => t + s.columns.reduce((u, c) => u + c.items.reduce((v, p) => v + p.w * p.h, 0), 0), 0) / (bin.stock.w * bin.stock.h);

function resultOf(packing: Packing, input: NestInput, extra: { baselineSheets: number; areaLowerBound: number; work: number; method: string }): NestResult {
  const sheets: NestSheet[] = packing.bins.map((bin) => ({
    stockId: bin.stock.id,
    kind: bin.stock.kind,
    w: bin.stock.w,
    h: bin.stock.h,
    parts: bin.strips.flatMap((strip) =>
      strip.columns.flatMap((column) => column.items.map((p) => ({ ref: p.item.part.ref, x: column.x, y: p.y, w: p.w, h: p.h, rotated: p.rotated }))),
    ),
    cuts: cutsOfSheet(bin),
    remnants: remnantsOfSheet(bin, input),
  }));
  const partArea = sheets.reduce((t, s) => t + s.parts.reduce((u, p) => u + p.w * p.h, 0), 0);
  const stockArea = sheets.reduce((t, s) => t + s.w * s.h, 0);
  return {
    sheets,
    unplaced: packing.unplaced.map((item) => item.part.ref),
    stats: {
      sheetsUsed: sheets.filter((s) => s.kind === 'sheet').length,
      remnantsUsed: sheets.filter((s) => s.kind === 'remnant').length,
      yieldPercent: stockArea ? Math.round((partArea / stockArea) * 1000) / 10 : 0,
      ...extra,
    },
  };
}
