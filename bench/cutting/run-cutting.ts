// `npm run bench -- --only cutting`: the cut solver's quality (issue 32 point 6) on the instances in instances/, no
// database. Prints one row per instance and returns false when one misses its goal. See README.md beside this file.
import fs from 'node:fs';
import path from 'node:path';
import { planCuts, planCutsFfd, type CutPlan } from '../../apps/server/src/modules/cutting/cut-solver';
import type { FrameOrder } from './generate-frame-orders';

type BinPackingSet = { source: string; instances: { name: string; capacity: number; knownOptimum: number; items: number[] }[] };

type Row = {
  instance: string;
  pieces: number;
  bars: number;
  lowerBound: number;
  optimum: number | '-';
  ffdBars: number;
  yieldPercent: number;
  ffdYieldPercent: number;
  timeMs: number;
  goal: string;
  ok: boolean;
};

const TIME_LIMIT_MS = 2000;
const dataDir = path.join(import.meta.dirname, 'instances');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as T;
const yieldOf = (plans: CutPlan[]) => {
  const pieces = plans.reduce((t, p) => t + p.stats.totalPieceLength, 0);
  const stock = plans.reduce((t, p) => t + p.stats.totalStockLength, 0);
  return Math.round((pieces / stock) * 1000) / 10;
};

async function runBinPacking(file: string): Promise<Row[]> {
  const set = readJson<BinPackingSet>(file);
  const rows: Row[] = [];
  for (const instance of set.instances) {
    // Pure bin packing: no kerf, remainders irrelevant.
    const input = { stockLength: instance.capacity, kerf: 0, minOffcut: 0, pieces: instance.items.map((length, i) => ({ length, ref: `${i}` })), timeLimitMs: TIME_LIMIT_MS };
    const started = performance.now();
    const plan = await planCuts(input);
    const timeMs = Math.round(performance.now() - started);
    const ffd = planCutsFfd(input);
    const ok = plan.stats.barsUsed <= instance.knownOptimum + 1;
    rows.push({
      instance: instance.name,
      pieces: instance.items.length,
      bars: plan.stats.barsUsed,
      lowerBound: plan.stats.lowerBound,
      optimum: instance.knownOptimum,
      ffdBars: ffd.stats.barsUsed,
      yieldPercent: plan.stats.yieldPercent,
      ffdYieldPercent: ffd.stats.yieldPercent,
      timeMs,
      goal:
        plan.stats.barsUsed < instance.knownOptimum
          ? 'below the file\'s best known: at the lower bound, so optimal'
          : plan.stats.barsUsed === instance.knownOptimum
            ? 'optimum'
            : ok
              ? 'optimum + 1'
              : `MISSED: optimum is ${instance.knownOptimum}`,
      ok,
    });
  }
  return rows;
}

async function runFrameOrder(file: string): Promise<Row> {
  const order = readJson<FrameOrder>(file);
  const started = performance.now();
  const plans: CutPlan[] = [];
  const ffds: CutPlan[] = [];
  // One time limit for the whole day's plan, shared by its sections: what one leaves unused the next may take.
  for (const [i, section] of order.sections.entries()) {
    const left = TIME_LIMIT_MS - (performance.now() - started);
    const input = { stockLength: order.stockLength, kerf: order.kerf, minOffcut: order.minOffcut, pieces: section.pieces, timeLimitMs: Math.max(50, left / (order.sections.length - i)) };
    plans.push(await planCuts(input));
    ffds.push(planCutsFfd(input));
  }
  const timeMs = Math.round(performance.now() - started);
  const sum = (list: CutPlan[], pick: (p: CutPlan) => number) => list.reduce((t, p) => t + pick(p), 0);
  const bars = sum(plans, (p) => p.stats.barsUsed);
  const ffdBars = sum(ffds, (p) => p.stats.barsUsed);
  // The best lower bound per section: the material bound or, when column generation converged, the LP's.
  const lowerBound = sum(plans, (p) => Math.max(p.stats.lowerBound, p.stats.lpBound ?? 0));
  const yieldPercent = yieldOf(plans);
  const ffdYieldPercent = yieldOf(ffds);
  const gain = Math.round((yieldPercent - ffdYieldPercent) * 10) / 10;
  const fast = timeMs < TIME_LIMIT_MS;
  let goal: string;
  let ok: boolean;
  if (ffdBars <= lowerBound) {
    ok = fast;
    goal = 'FFD at the lower bound: no room';
  } else if (gain >= 2) {
    ok = fast;
    goal = `+${gain} pp yield over FFD`;
  } else if (bars <= lowerBound) {
    // Less than 2 points were there to win: the plan is at the lower bound, so no plan does better.
    ok = fast;
    goal = `+${gain} pp, at the lower bound (all the room there was)`;
  } else {
    ok = false;
    goal = `MISSED: +${gain} pp, ${bars - lowerBound} bar(s) above the lower bound`;
  }
  if (!fast) goal += `, MISSED: ${timeMs} ms`;
  return {
    instance: order.name,
    pieces: sum(plans, (p) => p.bars.reduce((t, b) => t + b.cuts.length, 0)),
    bars,
    lowerBound,
    optimum: '-',
    ffdBars,
    yieldPercent,
    ffdYieldPercent,
    timeMs,
    goal,
    ok,
  };
}

export async function runCuttingBench(log: (line: string) => void = console.log): Promise<boolean> {
  const rows: Row[] = [];
  for (const file of fs.readdirSync(dataDir).filter((f) => f.startsWith('frame-orders-')).sort((a, b) => parseInt(a.slice(13)) - parseInt(b.slice(13)))) {
    rows.push(await runFrameOrder(file));
  }
  for (const file of fs.readdirSync(dataDir).filter((f) => f.startsWith('falkenauer-')).sort()) rows.push(...(await runBinPacking(file)));
  const header = ['instance', 'pieces', 'bars', 'lower bound', 'known optimum', 'FFD bars', 'yield %', 'FFD yield %', 'time ms', 'goal'];
  log(`| ${header.join(' | ')} |`);
  log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const r of rows) {
    log(`| ${[r.instance, r.pieces, r.bars, r.lowerBound, r.optimum, r.ffdBars, r.yieldPercent.toFixed(1), r.ffdYieldPercent.toFixed(1), r.timeMs, r.goal].join(' | ')} |`);
  }
  const missed = rows.filter((r) => !r.ok);
  log(missed.length ? `\n${missed.length} instance(s) missed the goal: ${missed.map((r) => r.instance).join(', ')}` : `\nAll ${rows.length} instances meet their goal.`);
  return missed.length === 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  runCuttingBench().then((ok) => (process.exitCode = ok ? 0 : 1));
}
