// `npm run bench -- --only cutting`: the cut solver's quality (issue 32 point 6, issue 46 points 1-2) on the instances
// in instances/, no database. Frame orders one row each; the public bin-packing sets one row per set (instances, at
// optimum, worst gap, max CPU time). Returns false when an instance misses its goal. See README.md beside this file.
import fs from 'node:fs';
import path from 'node:path';
import { loadCutSolver, planCuts, planCutsFfd, type CutPlan } from '../../apps/server/src/modules/cutting/cut-solver';
import { PLAN_WORK, sectionWork } from '../../apps/server/src/modules/cutting/work-budget';
import type { FrameOrder } from './generate-frame-orders';
import { runCuttingDoorOrders } from './run-door-orders';

type BinPackingSet = { source: string; instances: { name: string; capacity: number; knownOptimum: number; items: number[] }[] };

type Row = {
  instance: string;
  pieces: number;
  bars: number;
  lowerBound: number;
  ffdBars: number;
  yieldPercent: number;
  ffdYieldPercent: number;
  cpuMs: number;
  work: number;
  goal: string;
  ok: boolean;
};

type SetRow = { set: string; instances: number; atOptimum: number; worstGap: number; maxCpuMs: number; maxWork: number; ffdAtOptimum: number; misses: string[] };

/** CPU per instance (and per frame order): the limit, on the machine of bench/README.md. */
const CPU_LIMIT_MS = 2000;
const dataDir = path.join(import.meta.dirname, 'instances');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as T;
const yieldOf = (plans: CutPlan[]) => {
  const pieces = plans.reduce((t, p) => t + p.stats.totalPieceLength, 0);
  const stock = plans.reduce((t, p) => t + p.stats.totalStockLength, 0);
  return Math.round((pieces / stock) * 1000) / 10;
};
/** CPU time of `run` in ms (user + system of this process: the solver runs on its thread, nothing else does). */
async function cpuTimed<T>(run: () => Promise<T>): Promise<{ value: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const value = await run();
  const used = process.cpuUsage(before);
  return { value, cpuMs: Math.round((used.user + used.system) / 1000) };
}

async function runBinPacking(file: string): Promise<SetRow> {
  const set = readJson<BinPackingSet>(file);
  const row: SetRow = { set: file.replace(/\.json$/, ''), instances: set.instances.length, atOptimum: 0, worstGap: 0, maxCpuMs: 0, maxWork: 0, ffdAtOptimum: 0, misses: [] };
  for (const instance of set.instances) {
    // Pure bin packing: no kerf, remainders irrelevant; the product's whole plan budget for the one section.
    const input = { stockLength: instance.capacity, kerf: 0, minOffcut: 0, pieces: instance.items.map((length, i) => ({ length, ref: `${i}` })), work: PLAN_WORK };
    const { value: plan, cpuMs } = await cpuTimed(() => planCuts(input));
    const gap = plan.stats.barsUsed - instance.knownOptimum;
    if (gap <= 0) row.atOptimum++;
    if (planCutsFfd(input).stats.barsUsed <= instance.knownOptimum) row.ffdAtOptimum++;
    row.worstGap = Math.max(row.worstGap, gap);
    row.maxCpuMs = Math.max(row.maxCpuMs, cpuMs);
    row.maxWork = Math.max(row.maxWork, plan.stats.work);
    const safety = plan.stats.safetyStop ? ', stopped by the wall-clock safety net' : '';
    if (gap > 0 || cpuMs > CPU_LIMIT_MS || safety) row.misses.push(`${instance.name} (${plan.stats.barsUsed} bars, optimum ${instance.knownOptimum}, ${cpuMs} ms CPU${safety})`);
  }
  return row;
}

async function runFrameOrder(file: string): Promise<Row> {
  const order = readJson<FrameOrder>(file);
  const plans: CutPlan[] = [];
  const ffds: CutPlan[] = [];
  // One work budget for the whole day's plan, shared by its sections as the cut plan service shares it.
  const { cpuMs } = await cpuTimed(async () => {
    let used = 0;
    for (const [i, section] of order.sections.entries()) {
      const input = { stockLength: order.stockLength, kerf: order.kerf, minOffcut: order.minOffcut, pieces: section.pieces, work: sectionWork(used, i, order.sections.length) };
      const plan = await planCuts(input);
      used += plan.stats.work;
      plans.push(plan);
      ffds.push(planCutsFfd(input));
    }
  });
  const sum = (list: CutPlan[], pick: (p: CutPlan) => number) => list.reduce((t, p) => t + pick(p), 0);
  const bars = sum(plans, (p) => p.stats.barsUsed);
  const ffdBars = sum(ffds, (p) => p.stats.barsUsed);
  // The best lower bound per section: the material bound or, when column generation converged, the LP's.
  const lowerBound = sum(plans, (p) => Math.max(p.stats.lowerBound, p.stats.lpBound ?? 0));
  const yieldPercent = yieldOf(plans);
  const ffdYieldPercent = yieldOf(ffds);
  const gain = Math.round((yieldPercent - ffdYieldPercent) * 10) / 10;
  const fast = cpuMs <= CPU_LIMIT_MS;
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
  if (!fast) goal += `, MISSED: ${cpuMs} ms CPU`;
  return {
    instance: order.name,
    pieces: sum(plans, (p) => p.bars.reduce((t, b) => t + b.cuts.length, 0)),
    bars,
    lowerBound,
    ffdBars,
    yieldPercent,
    ffdYieldPercent,
    cpuMs,
    work: sum(plans, (p) => p.stats.work),
    goal,
    ok,
  };
}

export async function runCuttingBench(log: (line: string) => void = console.log): Promise<boolean> {
  // HiGHS (WebAssembly) is loaded once per process, as the server does: not part of any plan's time.
  await loadCutSolver();
  const files = fs.readdirSync(dataDir).filter((f) => f.endsWith('.json'));
  const rows: Row[] = [];
  for (const file of files.filter((f) => f.startsWith('frame-orders-')).sort((a, b) => parseInt(a.slice(13)) - parseInt(b.slice(13)))) {
    rows.push(await runFrameOrder(file));
  }
  const header = ['instance', 'pieces', 'bars', 'lower bound', 'FFD bars', 'yield %', 'FFD yield %', 'CPU ms', 'work (M units)', 'goal'];
  log(`| ${header.join(' | ')} |`);
  log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const r of rows) {
    log(`| ${[r.instance, r.pieces, r.bars, r.lowerBound, r.ffdBars, r.yieldPercent.toFixed(1), r.ffdYieldPercent.toFixed(1), r.cpuMs, (r.work / 1e6).toFixed(1), r.goal].join(' | ')} |`);
  }
  const sets: SetRow[] = [];
  for (const file of files.filter((f) => !f.startsWith('frame-orders-')).sort()) sets.push(await runBinPacking(file));
  log('');
  const setHeader = ['set', 'instances', 'at optimum', 'worst gap (bars)', 'max CPU ms', 'max work (M units)', 'FFD at optimum'];
  log(`| ${setHeader.join(' | ')} |`);
  log(`| ${setHeader.map(() => '---').join(' | ')} |`);
  for (const s of sets) log(`| ${[s.set, s.instances, s.atOptimum, s.worstGap, s.maxCpuMs, (s.maxWork / 1e6).toFixed(1), s.ffdAtOptimum].join(' | ')} |`);
  log('');
  await runCuttingDoorOrders(log);
  const missed = [...rows.filter((r) => !r.ok).map((r) => r.instance), ...sets.flatMap((s) => s.misses)];
  const total = rows.length + sets.reduce((t, s) => t + s.instances, 0);
  log(missed.length ? `\n${missed.length} instance(s) missed the goal: ${missed.join(', ')}` : `\nAll ${total} instances meet their goal (at the optimum or lower bound, within ${CPU_LIMIT_MS} ms of CPU).`);
  return missed.length === 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  runCuttingBench().then((ok) => (process.exitCode = ok ? 0 : 1));
}
