import { describe, expect, it } from 'vitest';
import { nestParts, shelfFirstFit, type NestInput, type NestPart } from './guillotine';
import { checkGuillotine } from './nest-cuts';
import { seeded } from './seeded-random';

const sheet = (w = 1250, h = 2500, count = 100) => ({ id: `sheet-${w}x${h}`, kind: 'sheet' as const, w, h, count });

/** Door skins, panels and louvers of random sizes, some with grain. */
function doorParts(seed: number, n: number): NestPart[] {
  const random = seeded(seed);
  return Array.from({ length: n }, (_, i) => ({
    ref: `p${i}`,
    w: 100 + 10 * Math.floor(random() * 100),
    h: 100 + 10 * Math.floor(random() * 220),
    rotate: random() < 0.7,
  }));
}

const input = (parts: NestPart[], extra: Partial<NestInput> = {}): NestInput => ({ parts, stock: [sheet()], kerf: 3, minRemnant: 300, stages: 3, work: 300_000, ...extra });

function expectValid(result: ReturnType<typeof nestParts>, nest: NestInput) {
  const byRef = new Map(nest.parts.map((p) => [p.ref, p]));
  const placed = result.sheets.flatMap((s) => s.parts.map((p) => p.ref)).sort();
  expect(placed).toEqual(nest.parts.map((p) => p.ref).sort());
  for (const s of result.sheets) {
    expect(checkGuillotine(s, nest.kerf)).toBeNull();
    for (const p of s.parts) {
      const part = byRef.get(p.ref)!;
      // Its own size, turned only when the grain allows.
      expect(p.rotated ? [p.h, p.w] : [p.w, p.h]).toEqual([part.w, part.h]);
      if (!part.rotate) expect(p.rotated).toBe(false);
    }
    for (const r of s.remnants) expect(Math.min(r.w, r.h)).toBeGreaterThanOrEqual(nest.minRemnant);
  }
}

describe('nestParts', () => {
  it('cuts every part inside its sheet, without overlap, each cut edge to edge, on random door orders', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const stages of [2, 3] as const) {
        const nest = input(doorParts(seed, 40 + seed * 10), { stages });
        expectValid(nestParts(nest), nest);
      }
    }
  });

  it('gives the same plan twice for the same input', () => {
    const nest = input(doorParts(7, 120));
    expect(JSON.stringify(nestParts(nest))).toBe(JSON.stringify(nestParts(structuredClone(nest))));
  });

  it('never uses more sheets than the shelf first-fit baseline', () => {
    for (const seed of [11, 12, 13, 14, 15, 16]) {
      const nest = input(doorParts(seed, 60));
      const result = nestParts(nest);
      const baseline = shelfFirstFit(nest).bins.length;
      expect(result.stats.baselineSheets).toBe(baseline);
      expect(result.stats.sheetsUsed).toBeLessThanOrEqual(baseline);
      expect(result.stats.sheetsUsed).toBeGreaterThanOrEqual(result.stats.areaLowerBound);
    }
  });

  it('stacks parts in three stages where two stages need more sheets', () => {
    // Beside each tall part, two low parts stacked fill the sheet; side by side only one fits beside it.
    const parts: NestPart[] = [
      ...Array.from({ length: 3 }, (_, i) => ({ ref: `tall${i}`, w: 650, h: 1000, rotate: false })),
      ...Array.from({ length: 6 }, (_, i) => ({ ref: `low${i}`, w: 600, h: 490, rotate: false })),
    ];
    const nest = input(parts, { stock: [sheet(1250, 1000, 10)], kerf: 0, stages: 3 });
    const three = nestParts(nest);
    expectValid(three, nest);
    expect(three.stats.sheetsUsed).toBe(3);
    const two = nestParts({ ...nest, stages: 2 });
    expectValid(two, nest);
    expect(two.stats.sheetsUsed).toBe(4);
  });

  it('uses remnants first, then whole sheets, and keeps the offcut above the minimum as a remnant', () => {
    const nest = input(
      [
        { ref: 'skin', w: 900, h: 2000, rotate: false },
        { ref: 'panel', w: 400, h: 500, rotate: true },
      ],
      { stock: [{ id: 'r1', kind: 'remnant', w: 600, h: 700, count: 1 }, sheet(1250, 2500, 5)] },
    );
    const result = nestParts(nest);
    expectValid(result, nest);
    expect(result.sheets.map((s) => [s.stockId, s.parts.map((p) => p.ref)])).toEqual([
      ['sheet-1250x2500', ['skin']],
      ['r1', ['panel']],
    ]);
    // The skin leaves 1250 x 497 above it and 347 x 2000 beside it: both kept.
    expect(result.sheets[0]!.remnants).toEqual([
      { x: 903, y: 0, w: 347, h: 2000 },
      { x: 0, y: 2003, w: 1250, h: 497 },
    ]);
    expect(result.stats).toMatchObject({ sheetsUsed: 1, remnantsUsed: 1 });
  });

  it('turns a part only when its grain allows, and names a part no stock can hold', () => {
    const nest = input(
      [
        { ref: 'wide', w: 2400, h: 1000, rotate: true },
        { ref: 'grain', w: 2400, h: 1000, rotate: false },
      ],
      { stock: [sheet(1250, 2500, 5)] },
    );
    const result = nestParts(nest);
    expect(result.unplaced).toEqual(['grain']);
    expect(result.sheets[0]!.parts[0]).toMatchObject({ ref: 'wide', w: 1000, h: 2400, rotated: true });
  });
});
