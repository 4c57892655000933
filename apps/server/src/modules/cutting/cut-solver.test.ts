import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CutPlanError, planCuts, planCutsFfd, type CutPlan, type CutPlanInput } from './cut-solver';

const pieces = (...lengths: number[]) => lengths.map((length, i) => ({ length, ref: `p${i + 1}` }));
const cutLengths = (plan: CutPlan) => plan.bars.map((bar) => bar.cuts.map((c) => c.length));

describe('planCuts: hand-worked plans', () => {
  it('puts a short head beside one of two long jambs (stock 3660, kerf 3)', async () => {
    const plan = await planCuts({ stockLength: 3660, kerf: 3, pieces: pieces(2103, 2103, 906) });
    expect(cutLengths(plan)).toEqual([[2103, 906], [2103]]);
    // 3660 - 2103 - 906 - 2 x 3 = 645 and 3660 - 2103 - 3 = 1554: both reusable (>= 300).
    expect(plan.bars.map((b) => [b.source, b.remainder, b.remainderKind])).toEqual([
      ['bar', 645, 'offcut'],
      ['bar', 1554, 'offcut'],
    ]);
    expect(plan.stats).toMatchObject({
      barsUsed: 2,
      offcutsUsed: 0,
      totalPieceLength: 5112,
      totalStockLength: 7320,
      scrap: 0,
      newOffcutLength: 2199,
      kerfLoss: 9,
      yieldPercent: 69.8,
      lowerBound: 2,
      method: 'ffd',
    });
  });

  it('lets the last piece end at the bar end without a kerf, and not one mm more', async () => {
    const exact = await planCuts({ stockLength: 3660, kerf: 3, pieces: pieces(1830, 1827) });
    expect(cutLengths(exact)).toEqual([[1830, 1827]]);
    expect(exact.bars[0]).toMatchObject({ remainder: 0, remainderKind: 'none' });
    const over = await planCuts({ stockLength: 3660, kerf: 3, pieces: pieces(1830, 1828) });
    expect(over.stats.barsUsed).toBe(2);
    // Within the kerf of the end: the last cut eats the sliver.
    const sliver = await planCuts({ stockLength: 3660, kerf: 3, pieces: pieces(1830, 1826) });
    expect(sliver.bars[0]).toMatchObject({ remainder: 0, remainderKind: 'none' });
  });

  it('calls a remainder shorter than the minimum offcut scrap', async () => {
    const scrap = await planCuts({ stockLength: 1000, kerf: 0, minOffcut: 300, pieces: pieces(750) });
    expect(scrap.bars[0]).toMatchObject({ remainder: 250, remainderKind: 'scrap' });
    expect(scrap.stats).toMatchObject({ scrap: 250, newOffcutLength: 0, yieldPercent: 75 });
    const offcut = await planCuts({ stockLength: 1000, kerf: 0, minOffcut: 300, pieces: pieces(700) });
    expect(offcut.bars[0]).toMatchObject({ remainder: 300, remainderKind: 'offcut' });
  });

  it('fills the offcuts in stock first, each piece into the tightest offcut that holds it', async () => {
    const plan = await planCuts({
      stockLength: 3660,
      kerf: 3,
      offcuts: [
        { id: 'long', length: 1500 },
        { id: 'short', length: 1200 },
        { id: 'unused', length: 400 },
      ],
      pieces: pieces(1100, 1400, 2000),
    });
    expect(plan.bars.map((b) => [b.source, b.offcutId, b.cuts.map((c) => c.ref)])).toEqual([
      ['offcut', 'long', ['p2']],
      ['offcut', 'short', ['p1']],
      ['bar', undefined, ['p3']],
    ]);
    expect(plan.stats).toMatchObject({ barsUsed: 1, offcutsUsed: 2 });
    // 1500 - 1400 - 3 = 97 and 1200 - 1100 - 3 = 97: scrap.
    expect(plan.bars[0]).toMatchObject({ remainder: 97, remainderKind: 'scrap' });
  });

  it('beats first-fit decreasing where it is known to lose (11 bars against 9)', async () => {
    // The classic bad case of first-fit decreasing: 6 x (1/2 + e), 6 x (1/4 + 2e), 6 x (1/4 + e), 12 x (1/4 - 2e).
    const input: CutPlanInput = { stockLength: 1000, kerf: 0, pieces: pieces(...Array(6).fill(510), ...Array(6).fill(270), ...Array(6).fill(260), ...Array(12).fill(230)) };
    expect(planCutsFfd(input).stats.barsUsed).toBe(11);
    const plan = await planCuts(input);
    expect(plan.stats).toMatchObject({ barsUsed: 9, ffdBars: 11, lowerBound: 9, method: 'column-generation', yieldPercent: 100 });
    expect(plan.bars.flatMap((b) => b.cuts.map((c) => c.ref)).sort()).toEqual(input.pieces.map((p) => p.ref).sort());
  });

  it('plans nothing for no pieces', async () => {
    const plan = await planCuts({ stockLength: 3660, pieces: [] });
    expect(plan.bars).toEqual([]);
    expect(plan.stats).toMatchObject({ barsUsed: 0, yieldPercent: 0, lowerBound: 0 });
  });
});

describe('planCuts: what it refuses', () => {
  const refusal = async (input: CutPlanInput) => {
    const error = await planCuts(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CutPlanError);
    return error as CutPlanError;
  };

  it('names the pieces longer than the stock length', async () => {
    const error = await refusal({ stockLength: 3660, pieces: [{ length: 3661, ref: 'WO-7 item 2 unit 1' }, { length: 1000, ref: 'ok' }] });
    expect(error.reason).toBe('piece-too-long');
    expect(error.message).toBe('A piece is longer than the 3660 mm stock length: WO-7 item 2 unit 1 (3661 mm).');
    expect(error.status).toBe(400);
    expect(error.toBody()).toMatchObject({ reason: 'piece-too-long', pieces: [{ ref: 'WO-7 item 2 unit 1', length: 3661 }] });
  });

  it.each([0, -5, 12.5, Number.NaN])('refuses a piece of %s mm', async (length) => {
    const error = await refusal({ stockLength: 3660, pieces: [{ length, ref: 'bad' }] });
    expect(error.reason).toBe('invalid-input');
    expect(error.message).toContain('bad');
  });

  it('refuses a bad stock length, kerf, minimum offcut or offcut', async () => {
    expect((await refusal({ stockLength: 0, pieces: [] })).reason).toBe('invalid-input');
    expect((await refusal({ stockLength: 3660, kerf: -1, pieces: [] })).reason).toBe('invalid-input');
    expect((await refusal({ stockLength: 3660, minOffcut: -1, pieces: [] })).reason).toBe('invalid-input');
    expect((await refusal({ stockLength: 3660, offcuts: [{ id: 'o', length: 0 }], pieces: [] })).message).toContain('o');
  });

  it('says how many bars are missing when the stock caps them', async () => {
    const error = await refusal({ stockLength: 3660, pieces: pieces(3000, 3000, 3000), fullBarsAvailable: 2 });
    expect(error.reason).toBe('not-enough-bars');
    expect(error.detail).toEqual({ needed: 3, available: 2 });
  });
});

describe('planCuts: invariants on random instances', () => {
  const instance = fc
    .record({
      stockLength: fc.integer({ min: 500, max: 6000 }),
      kerf: fc.integer({ min: 0, max: 5 }),
      minOffcut: fc.integer({ min: 0, max: 600 }),
      offcutShares: fc.array(fc.double({ min: 0.05, max: 1, noNaN: true }), { maxLength: 5 }),
      pieceShares: fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { maxLength: 60 }),
    })
    .map(({ stockLength, kerf, minOffcut, offcutShares, pieceShares }) => ({
      stockLength,
      kerf,
      minOffcut,
      offcuts: offcutShares.map((s, i) => ({ id: `o${i}`, length: Math.max(1, Math.round(s * stockLength)) })),
      pieces: pieceShares.map((s, i) => ({ length: Math.max(1, Math.round(s * stockLength)), ref: `p${i}` })),
      work: 60_000_000,
    }));

  it('places every piece once, within its bar with kerfs, offcuts before bars, never worse than first-fit decreasing', async () => {
    await fc.assert(
      fc.asyncProperty(instance, async (input) => {
        const plan = await planCuts(input);
        const { kerf, minOffcut } = input;

        // Every piece exactly once, with its own length.
        const placed = plan.bars.flatMap((b) => b.cuts);
        expect(placed.map((c) => c.ref).sort()).toEqual(input.pieces.map((p) => p.ref).sort());
        for (const cut of placed) expect(cut.length).toBe(input.pieces.find((p) => p.ref === cut.ref)!.length);

        const usedOffcuts = new Set<string>();
        for (const bar of plan.bars) {
          const sum = bar.cuts.reduce((t, c) => t + c.length, 0);
          // Each piece takes a kerf, except that the last may end at the bar's end.
          expect(sum + (bar.cuts.length - 1) * kerf).toBeLessThanOrEqual(bar.length);
          expect(bar.cuts.length).toBeGreaterThan(0);
          expect(bar.remainder).toBe(Math.max(0, bar.length - sum - bar.cuts.length * kerf));
          expect(bar.remainderKind).toBe(bar.remainder === 0 ? 'none' : bar.remainder >= minOffcut ? 'offcut' : 'scrap');
          if (bar.source === 'bar') expect(bar.length).toBe(input.stockLength);
          else {
            expect(usedOffcuts.has(bar.offcutId!)).toBe(false);
            usedOffcuts.add(bar.offcutId!);
            expect(bar.length).toBe(input.offcuts.find((o) => o.id === bar.offcutId)!.length);
          }
        }

        // Offcuts before bars: no piece on a full bar would fit into what is left of any offcut, used or not.
        const freeOf = (id: string, length: number) => {
          const bar = plan.bars.find((b) => b.offcutId === id);
          return length + kerf - (bar ? bar.cuts.reduce((t, c) => t + c.length + kerf, 0) : 0);
        };
        const smallestOnBars = Math.min(...plan.bars.filter((b) => b.source === 'bar').flatMap((b) => b.cuts.map((c) => c.length)));
        for (const offcut of input.offcuts) expect(smallestOnBars + kerf).toBeGreaterThan(freeOf(offcut.id, offcut.length));

        // Never worse than first-fit decreasing, never better than the lower bound.
        const ffd = planCutsFfd(input);
        expect(plan.stats.barsUsed).toBeLessThanOrEqual(ffd.stats.barsUsed);
        expect(plan.stats.ffdBars).toBe(ffd.stats.barsUsed);
        expect(plan.stats.barsUsed).toBeGreaterThanOrEqual(plan.stats.lowerBound);
        expect(plan.stats.barsUsed).toBeGreaterThanOrEqual(plan.stats.lpBound ?? 0);
        expect(plan.stats.offcutsUsed).toBe(usedOffcuts.size);

        // The lengths add up.
        const { totalStockLength, totalPieceLength, scrap, newOffcutLength, kerfLoss } = plan.stats;
        expect(totalStockLength).toBe(plan.bars.reduce((t, b) => t + b.length, 0));
        expect(totalPieceLength + scrap + newOffcutLength + kerfLoss).toBe(totalStockLength);
        expect(kerfLoss).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it('reaches the lower bound on instances that column generation must improve', async () => {
    // Random copies of the first-fit-decreasing bad case: the optimum fills every bar.
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 9 }), async (copies, e) => {
        // 1/2 + e, 1/4 + 2e, 1/4 + e and twice as many 1/4 - 2e of a 1000 mm bar.
        const pieces: number[] = [500 + e, 250 + 2 * e, 250 + e].flatMap((l) => Array<number>(6 * copies).fill(l)).concat(Array<number>(12 * copies).fill(250 - 2 * e));
        const plan = await planCuts({ stockLength: 1000, kerf: 0, pieces: pieces.map((length, i) => ({ length, ref: `p${i}` })) });
        expect(plan.stats.barsUsed).toBe(9 * copies);
      }),
      { numRuns: 8 },
    );
  }, 60_000);
});
