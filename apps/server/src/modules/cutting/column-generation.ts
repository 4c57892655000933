// Gilmore-Gomory column generation for the full bars of one section, on HiGHS (WebAssembly, shipped inside the
// `highs` npm package: nothing is downloaded at run time).
//
// Master LP: minimise the bars, sum of x_p over the cutting patterns p, with sum_p a_jp x_p >= demand_j for each
// distinct size j, x >= 0, starting from the first-fit decreasing bars and the one-size patterns. Pricing
// (pricing.ts): a bounded knapsack over the capacity in mm (sizes include the kerf), values = the rows' duals; up to
// COLUMNS_PER_ROUND patterns worth more than 1 enter per round. The first LP stops when no pattern prices out (its
// optimum's ceiling then bounds every plan: the target), when Farley's bound z / (best price) proves the start
// optimal, or at half the time left.
// The integer plan comes from residual rounding (dive): fix the patterns the LP uses at least once (round down), or
// else the one it uses most (round up), take their pieces off the demand, solve the LP of the residual again with
// pricing, until nothing is left. At every step the residual is also packed first-fit decreasing, so the dive always
// has a complete plan and keeps the best one seen; once the residual is small, an exact search (residual.ts) looks
// for a packing of it at its own bound. The dive stops at the target, or when the bars fixed plus the residual's
// bound cannot beat the best plan. If it ends above the target and time is left, the master with the patterns found
// is solved as an integer program (HiGHS branch and cut) from the dive's plan. A covering pattern's extra pieces are
// dropped. The caller keeps the result only when it beats first-fit decreasing.
import loadHighs from 'highs';
import { KnapsackPricer } from './pricing';
import { packCountsExact, packCountsFfd } from './residual';

export { priceBoundedKnapsack } from './pricing';

type Highs = Awaited<ReturnType<typeof loadHighs>>;
type Model = ReturnType<Highs['createModel']>;
let highsLoading: Promise<Highs> | undefined;
/** One HiGHS runtime per process; a model is created and disposed per plan. */
function highsRuntime(): Promise<Highs> {
  highsLoading ??= loadHighs();
  return highsLoading;
}

/** Patterns added per pricing round: fewer rounds (HiGHS solves) for a few more columns; 8 halves the rounds. */
const COLUMNS_PER_ROUND = 8;
/** A residual of at most this many pieces goes to the exact search, with at most EXACT_NODES nodes per try. */
const EXACT_PIECES = 60;
const EXACT_NODES = 50_000;

export type ColumnGenerationInput = {
  /** Size of every piece including the kerf (indexed by piece). */
  sizes: readonly number[];
  /** The pieces to put on full bars (indices into `sizes`). */
  items: readonly number[];
  /** Bar length + kerf. */
  capacity: number;
  /** The first-fit decreasing bars (lists of piece indices): the plan to beat. */
  start: number[][];
  /** performance.now() by which the answer must be back. */
  deadline: number;
};

export type ColumnGenerationResult = {
  /** A plan with fewer bars than `start`, or none. */
  bins?: number[][];
  /** No plan needs fewer bars (when the LP converged, or Farley's bound proved the start optimal). */
  lpBound?: number;
  patterns: number;
  lpSolves: number;
};

/** Bars as counts per distinct size (the master's row order). */
type Bars = number[][];

export async function improveByColumnGeneration(input: ColumnGenerationInput): Promise<ColumnGenerationResult> {
  const highs = await highsRuntime();
  const master = new Master(highs, input);
  try {
    return master.solve();
  } finally {
    master.model.dispose();
  }
}

class Master {
  readonly model: Model;
  /** Distinct sizes, longest first; the pieces of one size are interchangeable. */
  readonly weights: number[];
  readonly demand: number[];
  readonly piecesOf: number[][];
  readonly patterns: number[][] = [];
  readonly indexOf = new Map<string, number>();
  readonly pricer: KnapsackPricer;
  lpSolves = 0;

  constructor(
    readonly highs: Highs,
    readonly input: ColumnGenerationInput,
  ) {
    const bySize = new Map<number, number[]>();
    for (const item of input.items) {
      const size = input.sizes[item]!;
      const list = bySize.get(size);
      if (list) list.push(item);
      else bySize.set(size, [item]);
    }
    this.weights = [...bySize.keys()].sort((a, b) => b - a);
    this.piecesOf = this.weights.map((w) => bySize.get(w)!);
    this.demand = this.piecesOf.map((list) => list.length);
    this.pricer = new KnapsackPricer(this.weights, input.capacity);
    this.model = highs.createModel();
    this.model.options.set({ output_flag: false });
    for (const d of this.demand) this.model.addRow(d, highs.infinity, { indices: [], values: [] });
    for (const bin of input.start) this.addPattern(this.countsOf(bin.map((item) => input.sizes[item]!)));
    this.weights.forEach((w, j) => this.addPattern(this.weights.map((_, k) => (k === j ? Math.min(this.demand[j]!, Math.floor(input.capacity / w)) : 0))));
  }

  countsOf(sizes: number[]): number[] {
    const counts = this.weights.map(() => 0);
    for (const size of sizes) counts[this.weights.indexOf(size)]!++;
    return counts;
  }

  /** The column of a pattern, added unless it is there already. */
  addPattern(counts: number[]): number {
    const key = counts.join(',');
    const known = this.indexOf.get(key);
    if (known !== undefined) return known;
    this.indexOf.set(key, this.patterns.length);
    this.patterns.push(counts);
    const indices: number[] = [];
    const values: number[] = [];
    counts.forEach((count, j) => {
      if (count > 0) {
        indices.push(j);
        values.push(count);
      }
    });
    this.model.addCol(1, 0, this.highs.infinity, { indices, values });
    return this.patterns.length - 1;
  }

  /** The LP for demand `need`, with pricing until no pattern prices out or `until`. */
  solveLp(need: number[], until: number, incumbent: number): { x: Float64Array; z: number; converged: boolean; farley?: number } | undefined {
    const maxCopies = this.weights.map((w, j) => Math.min(need[j]!, Math.floor(this.input.capacity / w)));
    for (;;) {
      this.lpSolves++;
      this.model.run();
      if (this.model.getModelStatus() !== this.highs.constants.modelStatus.optimal) return undefined;
      const solution = this.model.getSolution();
      const z = this.model.getObjectiveValue();
      const priced = this.pricer.price(solution.rowDual, maxCopies, COLUMNS_PER_ROUND);
      if (priced[0]!.value <= 1 + 1e-7) return { x: solution.colValue, z, converged: true };
      // Farley: no integer plan needs fewer than z / (best price) bars.
      const farley = Math.ceil(z / priced[0]!.value - 1e-6);
      const before = this.patterns.length;
      for (const pattern of priced) this.addPattern(pattern.counts);
      if (farley >= incumbent || this.patterns.length === before || performance.now() > until) {
        return { x: solution.colValue, z, converged: false, farley };
      }
    }
  }

  setNeed(need: number[]): void {
    need.forEach((d, j) => this.model.changeRowBounds(j, d, this.highs.infinity));
  }

  solve(): ColumnGenerationResult {
    const { deadline, capacity } = this.input;
    const incumbent = this.input.start.length;
    const result = (bars?: Bars, lpBound?: number): ColumnGenerationResult => ({
      bins: bars && bars.length < incumbent ? this.toBins(bars) : undefined,
      lpBound,
      patterns: this.patterns.length,
      lpSolves: this.lpSolves,
    });
    const first = this.solveLp(this.demand, performance.now() + (deadline - performance.now()) * 0.5, incumbent);
    if (!first) return result();
    if (!first.converged && first.farley !== undefined && first.farley >= incumbent) return result(undefined, incumbent);
    const lpBound = first.converged ? Math.ceil(first.z - 1e-6) : undefined;
    if (lpBound !== undefined && lpBound >= incumbent) return result(undefined, lpBound);
    const material = Math.ceil(this.weights.reduce((sum, w, j) => sum + w * this.demand[j]!, 0) / capacity);
    const target = Math.max(lpBound ?? 0, first.farley ?? 0, material);

    // A small section may be packed at its bound outright, before any rounding.
    const whole = this.demand.reduce((a, b) => a + b, 0) <= EXACT_PIECES ? packCountsExact(this.weights, this.demand, capacity, target, EXACT_NODES) : undefined;
    if (whole) return result(whole, lpBound);
    let bars = this.dive(first.x, incumbent, target, performance.now() + (deadline - performance.now()) * 0.6);
    if ((bars?.length ?? incumbent) > target && deadline - performance.now() > 150) {
      const better = this.solveInteger(bars, deadline);
      if (better && better.length < (bars?.length ?? incumbent)) bars = better;
    }
    return result(bars, lpBound);
  }

  /** Residual rounding (see the top of the file): the best plan seen with fewer bars than `incumbent`, if any. */
  dive(x: Float64Array, incumbent: number, target: number, until: number): Bars | undefined {
    const { capacity } = this.input;
    const need = [...this.demand];
    const fixed: Bars = [];
    let best: Bars | undefined;
    const bestCount = () => best?.length ?? incumbent;
    const consider = (rest: Bars) => {
      if (fixed.length + rest.length < bestCount()) best = fixed.concat(rest);
    };
    const fix = (p: number, copies: number) => {
      for (let k = 0; k < copies; k++) fixed.push(this.patterns[p]!);
      this.patterns[p]!.forEach((count, j) => (need[j] = Math.max(0, need[j]! - count * copies)));
    };
    try {
      for (;;) {
        let any = false;
        x.forEach((value, p) => {
          const whole = Math.floor(value + 1e-6);
          if (whole > 0) {
            // Never more copies than the residual demand can use.
            const caps = this.patterns[p]!.flatMap((count, j) => (count > 0 && need[j]! > 0 ? [Math.ceil(need[j]! / count)] : []));
            const useful = Math.min(whole, Math.max(0, ...caps));
            if (useful > 0) {
              fix(p, useful);
              any = true;
            }
          }
        });
        if (!any) {
          let most = -1;
          x.forEach((value, p) => {
            if (value > 1e-6 && this.patterns[p]!.some((count, j) => count > 0 && need[j]! > 0) && (most < 0 || value > x[most]!)) most = p;
          });
          if (most < 0) break;
          fix(most, 1);
        }
        consider(packCountsFfd(this.weights, need, capacity));
        if (bestCount() <= target || need.every((d) => d === 0) || performance.now() > until) return best;
        this.setNeed(need);
        const lp = this.solveLp(need, until, bestCount() - fixed.length);
        if (!lp) return best;
        // Only a converged LP's optimum bounds the rest; before that, Farley's bound does.
        const material = Math.ceil(this.weights.reduce((sum, w, j) => sum + w * need[j]!, 0) / capacity);
        const restBound = Math.max(material, lp.converged ? Math.ceil(lp.z - 1e-6) : (lp.farley ?? 0));
        if (fixed.length + restBound >= bestCount()) return best;
        if (need.reduce((a, b) => a + b, 0) <= EXACT_PIECES) {
          const exact = packCountsExact(this.weights, need, capacity, restBound, EXACT_NODES);
          if (exact) {
            consider(exact);
            return best;
          }
        }
        x = lp.x;
      }
      return best;
    } finally {
      this.setNeed(this.demand);
    }
  }

  /** The master as an integer program over the patterns found, from `start`, until `deadline`. */
  solveInteger(start: Bars | undefined, deadline: number): Bars | undefined {
    const startUses = this.patterns.map(() => 0);
    for (const bar of start ?? []) {
      const p = this.addPattern(bar);
      while (startUses.length < this.patterns.length) startUses.push(0);
      startUses[p]!++;
    }
    const integer = this.highs.constants.variableType.integer;
    for (let p = 0; p < this.patterns.length; p++) this.model.changeColIntegrality(p, integer);
    // The bars are a whole number, so a gap below 1 is optimal.
    this.model.options.set({ time_limit: Math.max(0.05, (deadline - performance.now() - 100) / 1000), mip_abs_gap: 0.999 });
    if (start) this.model.setSolution({ colValue: startUses });
    this.model.run();
    const value = this.model.getSolution().colValue;
    const uses = Array.from(value, (v) => Math.round(v));
    const whole = uses.every((u, p) => u >= 0 && Math.abs(u - value[p]!) < 1e-6);
    const covers = this.demand.every((d, j) => this.patterns.reduce((total, counts, p) => total + counts[j]! * uses[p]!, 0) >= d);
    return whole && covers ? uses.flatMap((use, p) => Array<number[]>(use).fill(this.patterns[p]!)) : undefined;
  }

  /** Bars of counts to bars of real pieces; a covering pattern's extra pieces are dropped. */
  toBins(bars: Bars): number[][] {
    const pool = this.piecesOf.map((list) => [...list]);
    const bins: number[][] = [];
    for (const counts of bars) {
      const bin: number[] = [];
      counts.forEach((count, j) => {
        for (let c = 0; c < count && pool[j]!.length; c++) bin.push(pool[j]!.pop()!);
      });
      if (bin.length) bins.push(bin);
    }
    return bins;
  }
}
