import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KnapsackPricer, priceBoundedKnapsack } from './pricing';
import { packCountsExact, packCountsFfd } from './residual';

// A residual: distinct sizes longest first, with a count each, and a capacity that holds the longest.
const residual = fc
  .record({
    capacity: fc.integer({ min: 100, max: 4000 }),
    shares: fc.uniqueArray(fc.integer({ min: 5, max: 100 }), { minLength: 1, maxLength: 8 }),
    counts: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 8, maxLength: 8 }),
  })
  .map(({ capacity, shares, counts }) => {
    const weights = [...new Set(shares.map((s) => Math.max(1, Math.floor((s / 100) * capacity))))].sort((a, b) => b - a);
    return { capacity, weights, need: weights.map((_, j) => counts[j]!) };
  });

const placed = (weights: number[], bars: number[][]) => weights.map((_, j) => bars.reduce((t, bar) => t + bar[j]!, 0));
const load = (weights: number[], bar: number[]) => bar.reduce((t, count, j) => t + count * weights[j]!, 0);

describe('residual packing', () => {
  it('first-fit decreasing and the exact search place every piece once, within the capacity', () => {
    fc.assert(
      fc.property(residual, ({ capacity, weights, need }) => {
        const ffd = packCountsFfd(weights, need, capacity);
        expect(placed(weights, ffd)).toEqual(need);
        for (const bar of ffd) expect(load(weights, bar)).toBeLessThanOrEqual(capacity);
        // Asked for as many bars as first-fit decreasing used, the search always finds a packing (it may find fewer).
        const exact = packCountsExact(weights, need, capacity, ffd.length, 1_000_000);
        expect(exact).toBeDefined();
        expect(placed(weights, exact!)).toEqual(need);
        expect(exact!.length).toBeLessThanOrEqual(ffd.length);
        for (const bar of exact!) {
          expect(load(weights, bar)).toBeLessThanOrEqual(capacity);
          expect(bar.some((count) => count > 0)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('finds the packing that first-fit decreasing misses, and refuses fewer bars than the material needs', () => {
    // 6 x 510, 6 x 270, 6 x 260, 12 x 230 in 1000: first-fit decreasing takes 11, the optimum 9 (all full).
    const weights = [510, 270, 260, 230];
    const need = [6, 6, 6, 12];
    expect(packCountsFfd(weights, need, 1000)).toHaveLength(11);
    const exact = packCountsExact(weights, need, 1000, 9, 100_000);
    expect(exact).toHaveLength(9);
    expect(placed(weights, exact!)).toEqual(need);
    expect(packCountsExact(weights, need, 1000, 8, 100_000)).toBeUndefined();
    expect(packCountsExact(weights, [0, 0, 0, 0], 1000, 0, 10)).toEqual([]);
  });

  it('gives up at the node limit rather than running on', () => {
    const weights = [510, 270, 260, 230];
    expect(packCountsExact(weights, [6, 6, 6, 12], 1000, 9, 3)).toBeUndefined();
  });
});

describe('pricing', () => {
  it('returns the knapsack optimum first, then distinct patterns worth more than the threshold, all within bounds', () => {
    fc.assert(
      fc.property(residual, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 8, maxLength: 8 }), ({ capacity, weights, need }, duals) => {
        const values = weights.map((_, j) => duals[j]!);
        const maxCopies = weights.map((w, j) => Math.min(need[j]!, Math.floor(capacity / w)));
        const patterns = new KnapsackPricer(weights, capacity).price(values, maxCopies, 8, 0.5);
        const optimum = priceBoundedKnapsack(weights, values, maxCopies, capacity);
        expect(patterns[0]!.value).toBeCloseTo(optimum.value, 9);
        expect(new Set(patterns.map((p) => p.counts.join(','))).size).toBe(patterns.length);
        for (const [i, { value, counts }] of patterns.entries()) {
          expect(load(weights, counts)).toBeLessThanOrEqual(capacity);
          counts.forEach((count, j) => expect(count).toBeLessThanOrEqual(maxCopies[j]!));
          expect(value).toBeCloseTo(counts.reduce((t, count, j) => t + count * values[j]!, 0), 9);
          expect(value).toBeLessThanOrEqual(optimum.value + 1e-9);
          if (i > 0) expect(value).toBeGreaterThan(0.5);
        }
      }),
      { numRuns: 200 },
    );
  });
});
