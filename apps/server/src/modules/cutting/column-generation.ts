// Gilmore-Gomory column generation for the full bars of one section, on HiGHS (WebAssembly, shipped inside the
// `highs` npm package: nothing is downloaded at run time). Its budget is work, not time (work-budget.ts): every phase
// counts what it does and stops on the count, so one input gives one plan (docs/decisions/036-deterministic-cut-plans.md).
//
// Master LP: minimise the bars, sum of x_p over the cutting patterns p, with sum_p a_jp x_p >= demand_j for each
// distinct size j, x >= 0, starting from the first-fit decreasing bars and the one-size patterns. Pricing
// (pricing.ts): a bounded knapsack over the capacity in mm (sizes include the kerf), values = the rows' duals; up to
// COLUMNS_PER_ROUND patterns worth more than 1 enter per round. The first LP stops when no pattern prices out (its
// optimum's ceiling then bounds every plan: the target), when Farley's bound z / (best price) proves the start
// optimal, or at half the work.
// The integer plan comes from a dive with limited backtracking (limited discrepancy search): one copy of the pattern
// the LP uses most is fixed, its pieces taken off the demand, and the LP of the residual solved again with pricing
// (a pattern used a whole time or more is fixed without a new solve: the rest of the LP solution stays optimal).
// At every step the residual is also packed first-fit decreasing, so the dive always has a complete plan and keeps
// the best one seen; once the residual is small, an exact search (residual.ts) looks for a packing of it at its own
// bound. When the bars fixed plus the residual's bound exceed the target, the dive goes back one step, forbids the
// pattern it fixed there and tries the next one, a limited number of times on a path; a dive that ends above the
// target is followed by one allowed to go back more often, while work is left. (HiGHS's integer solver is not used:
// its work at the root cannot be bounded by a count.) A covering pattern's extra pieces are dropped. The caller keeps
// the result only when it beats first-fit decreasing.
import loadHighs from 'highs';
import { KnapsackPricer } from './pricing';
import { packCountsExact, packCountsFfd } from './residual';
import type { WorkBudget } from './work-budget';

type Highs = Awaited<ReturnType<typeof loadHighs>>;
type Model = ReturnType<Highs['createModel']>;
let highsLoading: Promise<Highs> | undefined;
/** One HiGHS runtime per process; a model is created and disposed per plan. */
function highsRuntime(): Promise<Highs> {
  highsLoading ??= loadHighs();
  return highsLoading;
}

/** Loads HiGHS ahead of the first plan (a bench times plans, not the WebAssembly's start). */
export async function loadColumnGeneration(): Promise<void> {
  await highsRuntime();
}

/** Patterns added per pricing round: fewer rounds (HiGHS solves) for a few more columns; 8 halves the rounds. */
const COLUMNS_PER_ROUND = 8;
/** A residual of at most this many pieces goes to the exact search, with at most EXACT_NODES nodes per try. */
const EXACT_PIECES = 60;
const EXACT_NODES = 20_000;
/** Times a dive may go back on one path (limited discrepancy search): a dive per entry while work is left. */
const DISCREPANCIES = [3, 8, 20, 50];
/** Work units of a HiGHS solve: a fixed cost per call (setting up, reading the solution back), and per simplex
 * iteration per row and column; calibrated against knapsack cells on the reference machine (decision record 036). */
const LP_RUN = 100_000;
const LP_UNIT = 6;

export type ColumnGenerationInput = {
  /** Size of every piece including the kerf (indexed by piece). */
  sizes: readonly number[];
  /** The pieces to put on full bars (indices into `sizes`). */
  items: readonly number[];
  /** Bar length + kerf. */
  capacity: number;
  /** The first-fit decreasing bars (lists of piece indices): the plan to beat. */
  start: number[][];
  /** The work the section may do (work-budget.ts). */
  budget: WorkBudget;
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
type Lp = { x: Float64Array; z: number; converged: boolean; farley?: number };

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
  /** Pieces in the section. */
  readonly pieces: number;
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
    this.pieces = input.items.length;
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

  /** Runs HiGHS and counts its simplex iterations (and the matrix they work on) into the budget. */
  private run(): void {
    this.lpSolves++;
    this.model.run();
    const iterations = Number(this.model.info.get('simplex_iteration_count'));
    this.spend(LP_RUN + (1 + Math.max(0, iterations)) * LP_UNIT * (this.demand.length + this.patterns.length));
  }

  private spend(count: number, each = 1): void {
    this.input.budget.spend(count * each);
  }

  /** What the pricer did since the last call, into the budget. */
  private spendPricing(): void {
    this.spend(this.pricer.work);
    this.pricer.work = 0;
  }

  /** The LP for demand `need`, with pricing until no pattern prices out or the budget reaches `mark`. */
  solveLp(need: number[], mark: number, incumbent: number): Lp | undefined {
    const maxCopies = this.weights.map((w, j) => Math.min(need[j]!, Math.floor(this.input.capacity / w)));
    for (;;) {
      this.run();
      if (this.model.getModelStatus() !== this.highs.constants.modelStatus.optimal) return undefined;
      const solution = this.model.getSolution();
      const z = this.model.getObjectiveValue();
      const priced = this.pricer.price(solution.rowDual, maxCopies, COLUMNS_PER_ROUND);
      this.spendPricing();
      if (priced[0]!.value <= 1 + 1e-7) return { x: Float64Array.from(solution.colValue), z, converged: true };
      // Farley: no integer plan needs fewer than z / (best price) bars.
      const farley = Math.ceil(z / priced[0]!.value - 1e-6);
      const before = this.patterns.length;
      for (const pattern of priced) this.addPattern(pattern.counts);
      if (farley >= incumbent || this.patterns.length === before || this.input.budget.spent(mark)) {
        return { x: Float64Array.from(solution.colValue), z, converged: false, farley };
      }
    }
  }

  setNeed(need: number[]): void {
    need.forEach((d, j) => this.model.changeRowBounds(j, d, this.highs.infinity));
  }

  /** No plan of the residual `need` needs fewer bars: the material, or the LP's optimum (Farley's bound before). */
  restBound(need: number[], lp: Lp): number {
    const material = Math.ceil(this.weights.reduce((sum, w, j) => sum + w * need[j]!, 0) / this.input.capacity);
    return Math.max(material, lp.converged ? Math.ceil(lp.z - 1e-6) : (lp.farley ?? 0));
  }

  solve(): ColumnGenerationResult {
    const { budget, capacity } = this.input;
    const incumbent = this.input.start.length;
    const result = (bars?: Bars, lpBound?: number): ColumnGenerationResult => ({
      bins: bars && bars.length < incumbent ? this.toBins(bars) : undefined,
      lpBound,
      patterns: this.patterns.length,
      lpSolves: this.lpSolves,
    });
    const first = this.solveLp(this.demand, budget.mark(0.5), incumbent);
    if (!first) return result();
    if (!first.converged && first.farley !== undefined && first.farley >= incumbent) return result(undefined, incumbent);
    const lpBound = first.converged ? Math.ceil(first.z - 1e-6) : undefined;
    if (lpBound !== undefined && lpBound >= incumbent) return result(undefined, lpBound);
    const material = Math.ceil(this.weights.reduce((sum, w, j) => sum + w * this.demand[j]!, 0) / capacity);
    const target = Math.max(lpBound ?? 0, first.farley ?? 0, material);

    // A small section may be packed at its bound outright, before any rounding.
    const whole = this.demand.reduce((a, b) => a + b, 0) <= EXACT_PIECES ? this.exact(this.demand, target) : undefined;
    if (whole) return result(whole, lpBound);
    // Dives with more and more room to go back, while work is left and the target is not reached.
    let bars: Bars | undefined;
    for (const discrepancies of DISCREPANCIES) {
      const found = this.dive(first, bars?.length ?? incumbent, target, discrepancies);
      if (found) bars = found;
      if ((bars?.length ?? incumbent) <= target || budget.spent()) break;
    }
    return result(bars, lpBound);
  }

  /** The exact search (residual.ts) on `need` at `bars` bars, its nodes counted into the budget. */
  exact(need: number[], bars: number, nodes = EXACT_NODES): Bars | undefined {
    const counter = { nodes: 0 };
    const found = packCountsExact(this.weights, need, this.input.capacity, bars, nodes, counter);
    this.spend(counter.nodes, this.weights.length);
    return found;
  }

  /** The dive (see the top of the file): the best plan seen with fewer bars than `incumbent`, if any. */
  dive(first: Lp, incumbent: number, target: number, discrepancies: number): Bars | undefined {
    const { capacity, budget } = this.input;
    const need = [...this.demand];
    const fixed: Bars = [];
    let best: Bars | undefined;
    let stop = false;
    const bestCount = () => best?.length ?? incumbent;
    const consider = (rest: Bars) => {
      if (fixed.length + rest.length < bestCount()) best = fixed.concat(rest);
      if (bestCount() <= target) stop = true;
    };
    const fixedPieces = (p: number) => this.patterns[p]!.reduce((a, b) => a + b, 0);
    const useful = (p: number) => this.patterns[p]!.some((count, j) => count > 0 && need[j]! > 0);
    const take = (p: number, sign: 1 | -1) => {
      if (sign === 1) fixed.push(this.patterns[p]!);
      else fixed.pop();
      this.patterns[p]!.forEach((count, j) => (need[j] = need[j]! - sign * count));
    };
    // The residual's LP after a change of `need` or of the forbidden patterns.
    const resolve = (): { x: Float64Array; bound: number } | undefined => {
      this.setNeed(need.map((d) => Math.max(0, d)));
      const lp = this.solveLp(
        need.map((d) => Math.max(0, d)),
        budget.limit,
        bestCount() - fixed.length,
      );
      return lp && { x: lp.x, bound: this.restBound(need.map((d) => Math.max(0, d)), lp) };
    };

    // One node: x is the residual's LP solution, bound its bound. True when the dive must stop.
    const node = (x: Float64Array, bound: number, discrepancies: number): void => {
      const forbidden: number[] = [];
      try {
        for (;;) {
          if (stop || budget.spent()) {
            stop = true;
            return;
          }
          // The pattern the LP uses most among those that still cut something (ties: the older pattern).
          let pick = -1;
          x.forEach((value, p) => {
            if (value > 1e-6 && !forbidden.includes(p) && useful(p) && (pick < 0 || value > x[pick]! + 1e-9)) pick = p;
          });
          if (pick < 0) return;
          take(pick, 1);
          this.spend(need.length * (fixed.length + 1));
          const left = need.map((d) => Math.max(0, d));
          consider(packCountsFfd(this.weights, left, capacity));
          if (stop || left.every((d) => d === 0)) {
            take(pick, -1);
            return;
          }
          let child: { x: Float64Array; bound: number } | undefined;
          if (x[pick]! >= 1 - 1e-6) {
            // The rest of the solution stays optimal for the residual.
            const rest = Float64Array.from(x);
            rest[pick] = rest[pick]! - 1;
            child = { x: rest, bound: bound - 1 };
          } else {
            child = resolve();
          }
          if (child) {
            const total = fixed.length + child.bound;
            const hopeless = total >= bestCount() || (discrepancies > 0 && total > target);
            if (!hopeless) {
              // The search gets its full node limit where the residual first becomes small, a tenth further down.
              const pieces = left.reduce((a, b) => a + b, 0);
              const nodes = pieces + fixedPieces(pick) > EXACT_PIECES ? EXACT_NODES : EXACT_NODES / 10;
              const packed = pieces <= EXACT_PIECES ? this.exact(left, child.bound, nodes) : undefined;
              if (packed) consider(packed);
              // A failed search sends a large section back up (another choice above is likelier to help); a small
              // section, or a path with no going back left, dives on.
              else if (!(pieces <= EXACT_PIECES && discrepancies > 0 && this.pieces > 2 * EXACT_PIECES)) node(child.x, child.bound, discrepancies);
            }
          }
          take(pick, -1);
          if (stop || discrepancies === 0) return;
          // Go back: this node without the pattern just tried.
          discrepancies--;
          forbidden.push(pick);
          this.model.changeColBounds(pick, 0, 0);
          const again = resolve();
          if (!again || fixed.length + again.bound >= bestCount() || fixed.length + again.bound > target) return;
          x = again.x;
          bound = again.bound;
        }
      } finally {
        for (const p of forbidden) this.model.changeColBounds(p, 0, this.highs.infinity);
      }
    };

    try {
      node(first.x, this.restBound(this.demand, first), discrepancies);
      return best;
    } finally {
      this.setNeed(this.demand);
    }
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
