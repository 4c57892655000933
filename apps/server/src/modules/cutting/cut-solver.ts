// The one-dimensional cutting solver of issue 32 (point 3): pieces of one section into the offcuts in stock first, then
// into full stock bars, with the saw kerf. Pure: no database, no clock but the safety net of its work budget.
//
// Kerf rule: every piece consumes its length + kerf, except that the last piece of a bar may end at the bar's end
// without a kerf. So pieces p1..pn fit a bar of length L when p1 + ... + pn + (n - 1) x kerf <= L, which is plain
// bin packing with item sizes (p + kerf) and capacity (L + kerf). What is left after the last cut is
// L - (p1 + ... + pn) - n x kerf, or nothing when that is not positive (the last piece ends at the bar's end, or the
// last cut eats the sliver). The same rule holds for offcuts.
//
// Offcut rule: the offcuts are filled first, best-fit decreasing (each piece, longest first, into the offcut with the
// least room that still holds it, so long offcuts stay free for long pieces); the pieces no offcut holds go onto full
// bars, first-fit decreasing, then improved by column generation (column-generation.ts). Guaranteed: no piece on a
// full bar would fit into what is left of any offcut, used or not.
import { AppError } from '../../lib/app-error';
import { packBestFitDecreasing, packFirstFitDecreasing } from './first-fit-decreasing';
import { improveByColumnGeneration } from './column-generation';

export { loadColumnGeneration as loadCutSolver } from './column-generation';
import { PLAN_WORK, SAFETY_MS, WorkBudget } from './work-budget';

type CutPiece = { length: number; ref: string };
type CutOffcut = { id: string; length: number };

export type CutPlanInput = {
  /** mm, integer */
  stockLength: number;
  /** mm, default 3 */
  kerf?: number;
  /** mm: a remainder at least this long is a reusable offcut, a shorter one is scrap; default 300 */
  minOffcut?: number;
  /** Pieces in stock, used before full bars. */
  offcuts?: CutOffcut[];
  /** mm, integers; `ref` says what the piece is for (work order item and unit). */
  pieces: CutPiece[];
  /** Work units the solver may spend (work-budget.ts); default PLAN_WORK, about 2 s of CPU. */
  work?: number;
  /** The wall-clock safety net in ms; default SAFETY_MS (ten times the normal time). */
  safetyMs?: number;
  /** At most this many full bars; more needed is a `not-enough-bars` error. */
  fullBarsAvailable?: number;
};

type CutBar = {
  source: 'offcut' | 'bar';
  offcutId?: string;
  length: number;
  /** In cut order: longest first, so the remainder is one piece at the end. */
  cuts: CutPiece[];
  remainder: number;
  remainderKind: 'offcut' | 'scrap' | 'none';
};

type CutPlanStats = {
  barsUsed: number;
  offcutsUsed: number;
  totalPieceLength: number;
  /** Length of the bars and offcuts used. */
  totalStockLength: number;
  /** Sum of the remainders shorter than minOffcut. */
  scrap: number;
  /** Sum of the remainders at least minOffcut long (they go back to stock). */
  newOffcutLength: number;
  /** Steel turned to dust by the saw. */
  kerfLoss: number;
  /** totalPieceLength / totalStockLength x 100, one decimal. */
  yieldPercent: number;
  /** ceil(sum of (piece + kerf) / (stockLength + kerf)) over the pieces on full bars: no plan needs fewer bars. */
  lowerBound: number;
  /** ceil of the column generation's linear-programming optimum when it converged: a stronger lower bound. */
  lpBound?: number;
  /** Full bars first-fit decreasing needs for the same pieces (after the same offcut phase). */
  ffdBars: number;
  method: 'ffd' | 'column-generation';
  /** Work units spent (the budget the plan is reproducible by). */
  work: number;
  /** The wall-clock safety net stopped the solver: this plan may differ from a run on a quiet machine. */
  safetyStop: boolean;
  timeMs: number;
};

export type CutPlan = { bars: CutBar[]; stats: CutPlanStats };

export type CutPlanErrorReason = 'invalid-input' | 'piece-too-long' | 'not-enough-bars';

/** A plan that cannot be made; `extra` names the pieces or the bars missing, for the caller to show. */
export class CutPlanError extends AppError {
  constructor(
    readonly reason: CutPlanErrorReason,
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super('rule', message, { reason, ...detail });
  }
}

type Normalized = Required<Omit<CutPlanInput, 'fullBarsAvailable'>> & { fullBarsAvailable?: number };

function normalize(input: CutPlanInput): Normalized {
  const { stockLength, kerf = 3, minOffcut = 300, offcuts = [], pieces, work = PLAN_WORK, safetyMs = SAFETY_MS } = input;
  const wholeMm = (value: number) => Number.isInteger(value) && value > 0;
  if (!wholeMm(stockLength)) throw new CutPlanError('invalid-input', `The stock length must be a whole number of mm above 0 (got ${stockLength}).`);
  if (!Number.isInteger(kerf) || kerf < 0) throw new CutPlanError('invalid-input', `The saw kerf must be a whole number of mm, 0 or more (got ${kerf}).`);
  if (!Number.isFinite(minOffcut) || minOffcut < 0) throw new CutPlanError('invalid-input', `The minimum offcut must be 0 mm or more (got ${minOffcut}).`);
  const badPieces = pieces.filter((p) => !wholeMm(p.length));
  if (badPieces.length) {
    throw new CutPlanError('invalid-input', `Piece lengths must be whole numbers of mm above 0: ${badPieces.map((p) => `${p.ref} (${p.length})`).join(', ')}.`, {
      pieces: badPieces.map((p) => p.ref),
    });
  }
  const badOffcuts = offcuts.filter((o) => !wholeMm(o.length));
  if (badOffcuts.length) {
    throw new CutPlanError('invalid-input', `Offcut lengths must be whole numbers of mm above 0: ${badOffcuts.map((o) => o.id).join(', ')}.`, {
      offcuts: badOffcuts.map((o) => o.id),
    });
  }
  const tooLong = pieces.filter((p) => p.length > stockLength);
  if (tooLong.length) {
    throw new CutPlanError(
      'piece-too-long',
      `${tooLong.length === 1 ? 'A piece is' : `${tooLong.length} pieces are`} longer than the ${stockLength} mm stock length: ${tooLong.map((p) => `${p.ref} (${p.length} mm)`).join(', ')}.`,
      { pieces: tooLong.map((p) => ({ ref: p.ref, length: p.length })) },
    );
  }
  if (input.fullBarsAvailable !== undefined && !(Number.isInteger(input.fullBarsAvailable) && input.fullBarsAvailable >= 0)) {
    throw new CutPlanError('invalid-input', `The bars available must be a whole number, 0 or more (got ${input.fullBarsAvailable}).`);
  }
  if (!(Number.isFinite(work) && work >= 0)) throw new CutPlanError('invalid-input', `The work budget must be 0 or more (got ${work}).`);
  return { stockLength, kerf, minOffcut, offcuts, pieces, work, safetyMs, fullBarsAvailable: input.fullBarsAvailable };
}

/** The offcut phase, shared by both methods: which pieces each offcut takes and which are left for full bars. */
type Start = {
  input: Normalized;
  sizes: number[];
  offcutBins: number[][];
  barPieces: number[];
  capacity: number;
  started: number;
  budget: WorkBudget;
};

function start(raw: CutPlanInput): Start {
  const started = performance.now();
  const input = normalize(raw);
  const sizes = input.pieces.map((p) => p.length + input.kerf);
  const { bins, rest } = packBestFitDecreasing(
    sizes,
    input.offcuts.map((o) => o.length + input.kerf),
  );
  const budget = new WorkBudget(input.work, input.safetyMs);
  // The greedy phases' work: each piece against each offcut.
  budget.spend(sizes.length * (input.offcuts.length + 1));
  return { input, sizes, offcutBins: bins, barPieces: rest, capacity: input.stockLength + input.kerf, started, budget };
}

function materialBound(start: Start): number {
  const sum = start.barPieces.reduce((total, i) => total + start.sizes[i]!, 0);
  return Math.ceil(sum / start.capacity);
}

function buildBar(input: Normalized, source: CutBar['source'], length: number, pieceIndices: number[], offcutId?: string): CutBar {
  const cuts = pieceIndices.map((i) => input.pieces[i]!).sort((a, b) => b.length - a.length);
  const used = cuts.reduce((total, p) => total + p.length + input.kerf, 0);
  const remainder = Math.max(0, length - used);
  const remainderKind = remainder === 0 ? 'none' : remainder >= input.minOffcut ? 'offcut' : 'scrap';
  return { source, ...(offcutId === undefined ? {} : { offcutId }), length, cuts, remainder, remainderKind };
}

function finish(start: Start, barBins: number[][], extra: Pick<CutPlanStats, 'method' | 'ffdBars' | 'lpBound'>): CutPlan {
  const { input } = start;
  if (input.fullBarsAvailable !== undefined && barBins.length > input.fullBarsAvailable) {
    throw new CutPlanError(
      'not-enough-bars',
      `The plan needs ${barBins.length} full bars of ${input.stockLength} mm after the offcuts; ${input.fullBarsAvailable} are in stock.`,
      { needed: barBins.length, available: input.fullBarsAvailable },
    );
  }
  const bars = [
    ...start.offcutBins.flatMap((bin, o) => (bin.length ? [buildBar(input, 'offcut', input.offcuts[o]!.length, bin, input.offcuts[o]!.id)] : [])),
    ...barBins.map((bin) => buildBar(input, 'bar', input.stockLength, bin)),
  ];
  const sum = (pick: (bar: CutBar) => number) => bars.reduce((total, bar) => total + pick(bar), 0);
  const totalPieceLength = sum((bar) => bar.cuts.reduce((total, p) => total + p.length, 0));
  const totalStockLength = sum((bar) => bar.length);
  const scrap = sum((bar) => (bar.remainderKind === 'scrap' ? bar.remainder : 0));
  const newOffcutLength = sum((bar) => (bar.remainderKind === 'offcut' ? bar.remainder : 0));
  return {
    bars,
    stats: {
      barsUsed: barBins.length,
      offcutsUsed: bars.length - barBins.length,
      totalPieceLength,
      totalStockLength,
      scrap,
      newOffcutLength,
      kerfLoss: totalStockLength - totalPieceLength - scrap - newOffcutLength,
      yieldPercent: totalStockLength ? Math.round((totalPieceLength / totalStockLength) * 1000) / 10 : 0,
      lowerBound: materialBound(start),
      ...extra,
      work: start.budget.used,
      safetyStop: start.budget.safetyStop,
      timeMs: Math.round(performance.now() - start.started),
    },
  };
}

/** First-fit decreasing over the full bars, its work (each piece against each bar) counted. */
function ffdOf(s: Start): number[][] {
  const bins = packFirstFitDecreasing(s.sizes, s.capacity, s.barPieces);
  s.budget.spend(s.barPieces.length * (bins.length + 1));
  return bins;
}

/** The start plan alone: offcuts best-fit decreasing, then full bars first-fit decreasing. */
export function planCutsFfd(raw: CutPlanInput): CutPlan {
  const s = start(raw);
  const bins = ffdOf(s);
  return finish(s, bins, { method: 'ffd', ffdBars: bins.length });
}

/** Scrap of a set of bars, to break a tie between two plans with as many bars: less scrap, longer offcuts. */
function scrapOf(s: Start, bins: number[][]): number {
  return bins.reduce((total, bin) => {
    const left = Math.max(0, s.capacity - s.input.kerf - bin.reduce((used, i) => used + s.sizes[i]!, 0));
    return total + (left < s.input.minOffcut ? left : 0);
  }, 0);
}

/**
 * The plan: first-fit decreasing, then column generation within the work budget `work`; the better of the two by full bars (then by scrap), so never worse than first-fit decreasing.
 */
export async function planCuts(raw: CutPlanInput): Promise<CutPlan> {
  const s = start(raw);
  const ffd = ffdOf(s);
  const bound = materialBound(s);
  if (ffd.length <= bound) return finish(s, ffd, { method: 'ffd', ffdBars: ffd.length });
  const improved = await improveByColumnGeneration({
    sizes: s.sizes,
    items: s.barPieces,
    capacity: s.capacity,
    start: ffd,
    budget: s.budget,
  });
  const lpBound = improved.lpBound;
  const better =
    improved.bins && (improved.bins.length < ffd.length || (improved.bins.length === ffd.length && scrapOf(s, improved.bins) < scrapOf(s, ffd)));
  return better
    ? finish(s, improved.bins!, { method: 'column-generation', ffdBars: ffd.length, lpBound })
    : finish(s, ffd, { method: 'ffd', ffdBars: ffd.length, lpBound });
}
