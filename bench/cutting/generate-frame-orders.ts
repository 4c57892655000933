// `npx tsx bench/cutting/generate-frame-orders.ts`: rewrites instances/frame-orders-*.json, a day's frame orders of about
// 50, 200 and 1,000 pieces over 3 channel sections, from a fixed seed (the same files on every run).
import fs from 'node:fs';
import path from 'node:path';
import { createRandom, type Random } from '../lib/random';

export type FrameOrder = {
  name: string;
  seed: number;
  stockLength: number;
  kerf: number;
  minOffcut: number;
  sections: { section: string; pieces: { length: number; ref: string }[] }[];
};

/** Sizes in 10 mm steps, as dealers order them; each line is 1-4 identical units. */
const step10 = (random: Random, min: number, max: number) => random.int(min / 10, max / 10) * 10;

function generateFrameOrder(target: number, seed: number): FrameOrder {
  const random = createRandom(seed);
  const sections = [
    { section: '4x2 channel 16 g (door frames)', pieces: [] as { length: number; ref: string }[] },
    { section: '5x2.5 channel 16 g (heavy door frames)', pieces: [] as { length: number; ref: string }[] },
    { section: '3x1.5 channel 18 g (window frames)', pieces: [] as { length: number; ref: string }[] },
  ];
  let count = 0;
  for (let item = 1; count < target; item++) {
    const kind = random.pick(['door', 'door', 'heavy', 'window', 'window'] as const);
    const units = random.int(1, 4);
    const ref = (unit: number, piece: string) => `WO-${Math.ceil(item / 5)} item ${item} unit ${unit} ${piece}`;
    if (kind === 'window') {
      const h = step10(random, 600, 1500);
      const w = step10(random, 600, 1800);
      for (let u = 1; u <= units && count < target; u++) {
        sections[2]!.pieces.push({ length: h, ref: ref(u, 'side 1') }, { length: h, ref: ref(u, 'side 2') }, { length: w, ref: ref(u, 'top') }, { length: w, ref: ref(u, 'sill') });
        count += 4;
      }
    } else {
      // Door frame: 2 x (H + 50) jambs and 1 x (W + 100) head.
      const h = step10(random, 2000, 2400);
      const w = step10(random, 750, 1200);
      const into = kind === 'door' ? sections[0]! : sections[1]!;
      for (let u = 1; u <= units && count < target; u++) {
        into.pieces.push({ length: h + 50, ref: ref(u, 'jamb 1') }, { length: h + 50, ref: ref(u, 'jamb 2') }, { length: w + 100, ref: ref(u, 'head') });
        count += 3;
      }
    }
  }
  return { name: `frames-${target}`, seed, stockLength: 3660, kerf: 3, minOffcut: 300, sections };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const [target, seed] of [
    [50, 32_050],
    [200, 32_200],
    [1000, 32_1000],
  ] as const) {
    const order = generateFrameOrder(target, seed);
    const file = path.join(import.meta.dirname, 'instances', `frame-orders-${target}.json`);
    fs.writeFileSync(file, `${JSON.stringify(order)}\n`);
    console.log(`${path.relative(process.cwd(), file)}: ${order.sections.map((s) => `${s.section} ${s.pieces.length}`).join(', ')}`);
  }
}
