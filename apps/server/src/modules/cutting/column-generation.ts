// Gilmore-Gomory column generation for the full bars of one section, on HiGHS (WebAssembly, shipped inside the
// `highs` npm package: nothing is downloaded at run time).
//
// Master LP: minimise the bars, sum of x_p over the cutting patterns p, with sum_p a_jp x_p >= demand_j for each
// distinct size j, x >= 0, starting from the first-fit decreasing bars and the one-size patterns. Pricing: a bounded
// knapsack by dynamic programming over the capacity in mm (sizes include the kerf), values = the rows' duals; a
// pattern worth more than 1 enters. The first LP stops when no pattern prices out (its optimum's ceiling then bounds
// every plan), when Farley's bound z / (best price) proves the start optimal, or at half the time left.
// The integer plan comes from diving: fix the patterns the LP uses at least once (round down), or else the one it uses
// most (round up), take their pieces off the demand, solve the LP again with pricing, until nothing is left, giving up
// as soon as the bars fixed plus the residual LP's ceiling cannot beat the start. When the dive misses the LP bound and
// time is left, the master with the patterns found is solved as an integer program (HiGHS branch and cut) with the
// dive's plan as its first incumbent. A covering pattern's extra pieces are dropped. The caller keeps the result only
// when it beats first-fit decreasing.
import loadHighs from 'highs';
import { packFirstFitDecreasing } from './first-fit-decreasing';

type Highs = Awaited<ReturnType<typeof loadHighs>>;
type Model = ReturnType<Highs['createModel']>;
let highsLoading: Promise<Highs> | undefined;
/** One HiGHS runtime per process; a model is created and disposed per plan. */
function highsRuntime(): Promise<Highs> {
  highsLoading ??= loadHighs();
  return highsLoading;
}

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

const EPS = 1e-9;

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

  /** Adds a column unless the pattern is there already (false then). */
  addPattern(counts: number[]): boolean {
    const key = counts.join(',');
    if (this.indexOf.has(key)) return false;
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
    return true;
  }

  /** The LP for demand `need`, with pricing until no pattern prices out or `until`. */
  solveLp(need: number[], until: number, incumbent: number): { x: Float64Array; z: number; converged: boolean; farley?: number } | undefined {
    const { capacity } = this.input;
    const maxCopies = this.weights.map((w, j) => Math.min(need[j]!, Math.floor(capacity / w)));
    for (;;) {
      this.lpSolves++;
      this.model.run();
      if (this.model.getModelStatus() !== this.highs.constants.modelStatus.optimal) return undefined;
      const solution = this.model.getSolution();
      const z = this.model.getObjectiveValue();
      const priced = priceBoundedKnapsack(this.weights, solution.rowDual, maxCopies, capacity);
      if (priced.value <= 1 + 1e-7) return { x: solution.colValue, z, converged: true };
      // Farley: no integer plan needs fewer than z / (best price) bars.
      const farley = Math.ceil(z / priced.value - 1e-6);
      if (farley >= incumbent || !this.addPattern(priced.counts) || performance.now() > until) {
        return { x: solution.colValue, z, converged: false, farley };
      }
    }
  }

  setNeed(need: number[]): void {
    need.forEach((d, j) => this.model.changeRowBounds(j, d, this.highs.infinity));
  }

  solve(): ColumnGenerationResult {
    const { deadline } = this.input;
    const incumbent = this.input.start.length;
    const result = (bins?: number[][], lpBound?: number): ColumnGenerationResult => ({ bins, lpBound, patterns: this.patterns.length, lpSolves: this.lpSolves });
    const first = this.solveLp(this.demand, performance.now() + (deadline - performance.now()) * 0.5, incumbent);
    if (!first) return result();
    if (!first.converged && first.farley !== undefined && first.farley >= incumbent) return result(undefined, incumbent);
    const lpBound = first.converged ? Math.ceil(first.z - 1e-6) : undefined;
    if (lpBound !== undefined && lpBound >= incumbent) return result(undefined, lpBound);

    const diveDeadline = performance.now() + (deadline - performance.now()) * 0.6;
    let uses = this.dive(first.x, incumbent, diveDeadline);
    const count = (u: number[] | undefined) => (u ? u.reduce((a, b) => a + b, 0) : Infinity);
    if (count(uses) > (lpBound ?? 0) && deadline - performance.now() > 150) {
      const better = this.solveInteger(uses, deadline);
      if (count(better) < count(uses)) uses = better;
    }
    if (!uses || count(uses) >= incumbent) return result(undefined, lpBound);
    return result(this.toBins(uses), lpBound);
  }

  /** Diving (see the top of the file); the uses of every pattern, or undefined when it cannot beat `incumbent`. */
  dive(x: Float64Array, incumbent: number, until: number): number[] | undefined {
    const uses = this.patterns.map(() => 0);
    const need = [...this.demand];
    let fixed = 0;
    const fix = (p: number, copies: number) => {
      while (uses.length < this.patterns.length) uses.push(0);
      uses[p] = uses[p]! + copies;
      fixed += copies;
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
        if (need.every((d) => d === 0)) return uses;
        if (performance.now() > until) break;
        this.setNeed(need);
        const lp = this.solveLp(need, until, incumbent - fixed);
        if (!lp) break;
        // Only a converged LP's optimum bounds the rest; before that, Farley's bound does.
        if (fixed + (lp.converged ? Math.ceil(lp.z - 1e-6) : (lp.farley ?? 0)) >= incumbent) return undefined;
        x = lp.x;
      }
      // Out of time: what is left goes first-fit decreasing.
      const rest: number[] = [];
      need.forEach((d, j) => {
        for (let k = 0; k < d; k++) rest.push(this.weights[j]!);
      });
      for (const bin of packFirstFitDecreasing(rest, this.input.capacity)) {
        const counts = this.countsOf(bin.map((i) => rest[i]!));
        this.addPattern(counts);
        fix(this.indexOf.get(counts.join(','))!, 1);
      }
      return uses;
    } finally {
      this.setNeed(this.demand);
    }
  }

  /** The master as an integer program over the patterns found, from `start`, until `deadline`. */
  solveInteger(start: number[] | undefined, deadline: number): number[] | undefined {
    const integer = this.highs.constants.variableType.integer;
    for (let p = 0; p < this.patterns.length; p++) this.model.changeColIntegrality(p, integer);
    // The bars are a whole number, so a gap below 1 is optimal.
    this.model.options.set({ time_limit: Math.max(0.05, (deadline - performance.now() - 100) / 1000), mip_abs_gap: 0.999 });
    if (start) this.model.setSolution({ colValue: this.patterns.map((_, p) => start[p] ?? 0) });
    this.model.run();
    const value = this.model.getSolution().colValue;
    const uses = Array.from(value, (v) => Math.round(v));
    const whole = uses.every((u, p) => u >= 0 && Math.abs(u - value[p]!) < 1e-6);
    const covers = this.demand.every((d, j) => this.patterns.reduce((total, counts, p) => total + counts[j]! * uses[p]!, 0) >= d);
    return whole && covers ? uses : undefined;
  }

  /** Pattern uses to bars of real pieces; a covering pattern's extra pieces are dropped. */
  toBins(uses: number[]): number[][] {
    const pool = this.piecesOf.map((list) => [...list]);
    const bins: number[][] = [];
    uses.forEach((use, p) => {
      for (let k = 0; k < use; k++) {
        const bin: number[] = [];
        this.patterns[p]!.forEach((count, j) => {
          for (let c = 0; c < count && pool[j]!.length; c++) bin.push(pool[j]!.pop()!);
        });
        if (bin.length) bins.push(bin);
      }
    });
    return bins;
  }
}

/**
 * max sum value_j a_j subject to sum weight_j a_j <= capacity, 0 <= a_j <= maxCopies_j, integer: dynamic programming
 * over the capacity in mm, each size split into 1, 2, 4, ... copies (binary splitting) so it is a 0/1 knapsack.
 */
export function priceBoundedKnapsack(
  weights: readonly number[],
  values: ArrayLike<number>,
  maxCopies: readonly number[],
  capacity: number,
): { value: number; counts: number[] } {
  const itemSize: number[] = [];
  const itemRow: number[] = [];
  const itemCopies: number[] = [];
  weights.forEach((w, j) => {
    if (values[j]! <= EPS) return;
    let left = maxCopies[j]!;
    for (let chunk = 1; left > 0; chunk *= 2) {
      const take = Math.min(chunk, left);
      itemSize.push(w * take);
      itemRow.push(j);
      itemCopies.push(take);
      left -= take;
    }
  });
  const best = new Float64Array(capacity + 1);
  const took = new Uint8Array(itemSize.length * (capacity + 1));
  itemSize.forEach((size, i) => {
    const value = values[itemRow[i]!]! * itemCopies[i]!;
    const row = i * (capacity + 1);
    for (let c = capacity; c >= size; c--) {
      const candidate = best[c - size]! + value;
      if (candidate > best[c]! + EPS) {
        best[c] = candidate;
        took[row + c] = 1;
      }
    }
  });
  const counts = weights.map(() => 0);
  let c = capacity;
  for (let i = itemSize.length - 1; i >= 0; i--) {
    if (took[i * (capacity + 1) + c]) {
      counts[itemRow[i]!]! += itemCopies[i]!;
      c -= itemSize[i]!;
    }
  }
  return { value: best[capacity]!, counts };
}
