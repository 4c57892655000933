// Pricing for the column generation of column-generation.ts: which cutting patterns are worth adding to the master.
//
// A pattern is worth its pieces' duals; one worth more than 1 (the cost of a bar) enters. Solving the knapsack gives
// the best such pattern, but adding one column per round makes the master LP converge slowly (a frame order's window
// section took 85 rounds for 60 sizes), and every round is a HiGHS solve. The same dynamic-programming table also
// holds, for every capacity c, the best pattern fitting c; so for each size j, "one j + the best pattern for the
// capacity - j" is a good pattern that surely holds a j. Several of those enter per round, at the cost of a few
// backtracks through the table.
const EPS = 1e-9;

export type PricedPattern = { value: number; counts: number[] };

/**
 * A bounded knapsack over the capacity in mm (0 <= a_j <= maxCopies_j copies of size j), each size split into 1, 2,
 * 4, ... copies (binary splitting) so it is a 0/1 knapsack. Its buffers live as long as the pricer: a plan prices
 * hundreds of times, and a fresh table each time (capacity x items bytes) kept the garbage collector busy.
 */
export class KnapsackPricer {
  private readonly best: Float64Array;
  private took = new Uint8Array(0);
  private itemSize: number[] = [];
  private itemRow: number[] = [];
  private itemCopies: number[] = [];
  /** Work done so far (table cells filled and read back), for the solver's work budget (work-budget.ts). */
  work = 0;

  constructor(
    readonly weights: readonly number[],
    readonly capacity: number,
  ) {
    this.best = new Float64Array(capacity + 1);
  }

  /**
   * Up to `limit` distinct patterns worth more than `threshold`, the best first (it is the knapsack's optimum, so its
   * value serves Farley's bound). Always returns the optimum, even when it is not worth `threshold`.
   */
  price(values: ArrayLike<number>, maxCopies: readonly number[], limit = 1, threshold = 1 + 1e-7): PricedPattern[] {
    this.fill(values, maxCopies);
    const top = this.backtrack(this.capacity);
    const found: PricedPattern[] = [{ value: this.best[this.capacity]!, counts: top }];
    if (limit <= 1 || found[0]!.value <= threshold) return found;
    const seen = new Set([top.join(',')]);
    const candidates: PricedPattern[] = [];
    this.weights.forEach((w, j) => {
      if (values[j]! <= EPS || maxCopies[j]! < 1 || w > this.capacity) return;
      const value = this.best[this.capacity - w]! + values[j]!;
      if (value <= threshold) return;
      const counts = this.backtrack(this.capacity - w);
      if (counts[j]! + 1 > maxCopies[j]!) return;
      counts[j]!++;
      const key = counts.join(',');
      if (seen.has(key)) return;
      seen.add(key);
      candidates.push({ value, counts });
    });
    candidates.sort((a, b) => b.value - a.value);
    return found.concat(candidates.slice(0, limit - 1));
  }

  private fill(values: ArrayLike<number>, maxCopies: readonly number[]): void {
    const { capacity, best } = this;
    this.itemSize = [];
    this.itemRow = [];
    this.itemCopies = [];
    this.weights.forEach((w, j) => {
      if (values[j]! <= EPS) return;
      let left = maxCopies[j]!;
      for (let chunk = 1; left > 0; chunk *= 2) {
        const take = Math.min(chunk, left);
        this.itemSize.push(w * take);
        this.itemRow.push(j);
        this.itemCopies.push(take);
        left -= take;
      }
    });
    const cells = this.itemSize.length * (capacity + 1);
    this.work += cells;
    if (this.took.length < cells) this.took = new Uint8Array(cells);
    else this.took.fill(0, 0, cells);
    best.fill(0);
    const { took } = this;
    this.itemSize.forEach((size, i) => {
      const value = values[this.itemRow[i]!]! * this.itemCopies[i]!;
      const row = i * (capacity + 1);
      for (let c = capacity; c >= size; c--) {
        const candidate = best[c - size]! + value;
        if (candidate > best[c]! + EPS) {
          best[c] = candidate;
          took[row + c] = 1;
        }
      }
    });
  }

  /** The pattern of the table's optimum for capacity `c` (the table holds one for every c, not only the full bar). */
  private backtrack(c: number): number[] {
    const counts = this.weights.map(() => 0);
    this.work += this.itemSize.length + this.weights.length;
    for (let i = this.itemSize.length - 1; i >= 0; i--) {
      if (this.took[i * (this.capacity + 1) + c]) {
        counts[this.itemRow[i]!]! += this.itemCopies[i]!;
        c -= this.itemSize[i]!;
      }
    }
    return counts;
  }
}

/** The knapsack's optimum alone (one pricing, fresh buffers). */
export function priceBoundedKnapsack(
  weights: readonly number[],
  values: ArrayLike<number>,
  maxCopies: readonly number[],
  capacity: number,
): PricedPattern {
  return new KnapsackPricer(weights, capacity).price(values, maxCopies)[0]!;
}
