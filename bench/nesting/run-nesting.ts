// `npm run bench -- --only nesting`: the sheet nesting solver (issue 46 point 5) on the classic 2D bin packing classes
// in instances/ (Berkey and Wang I-VI, Martello and Vigo VII-X), no database. One row per class: sheets used against
// the lower bound and the best known 3-stage guillotine packing, and the CPU per instance. Returns false when a class
// uses more sheets than its goal (goals.json: the measured total plus the margin stated in README.md beside this file)
// or an instance stops on the wall-clock safety net. Work budget, fixed seed: the same figures on every run.
import fs from 'node:fs';
import path from 'node:path';
import { NEST_WORK, nestParts, shelfFirstFit, type NestInput } from '../../apps/server/src/modules/sheet/nesting/guillotine';
import { runNestingDoorOrders } from './run-door-orders';

type Instance = { name: string; n: number; binWidth: number; binHeight: number; lowerBound: number | null; bestKnown: number; items: { w: number; h: number; qty: number }[]; bounds: { areaLowerBound_computed: number } };
type Row = { set: string; instances: number; sheets: number; shelf: number; lowerBound: number; bestKnown: number; atBestKnown: number; maxCpuMs: number; goal: number; ok: boolean };

const dataDir = path.join(import.meta.dirname, 'instances');
/** Sheets over the goal a class may use before the bench fails: none (the solver is deterministic; see README.md). */
const MARGIN_SHEETS = 0;

function cpuTimed<T>(run: () => T): { value: T; cpuMs: number } {
  const before = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(before);
  return { value, cpuMs: Math.round((used.user + used.system) / 1000) };
}

function runClass(file: string, goals: Record<string, number>): Row {
  const { instances } = JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as { instances: Instance[] };
  const set = file.replace(/\.json$/, '');
  const row: Row = { set, instances: instances.length, sheets: 0, shelf: 0, lowerBound: 0, bestKnown: 0, atBestKnown: 0, maxCpuMs: 0, goal: goals[set] ?? Infinity, ok: true };
  for (const instance of instances) {
    // Oriented (no rotation), no kerf, 3 stages: the variant of the literature's bounds and best known packings.
    const input: NestInput = {
      parts: instance.items.flatMap((item, i) => Array.from({ length: item.qty }, (_, k) => ({ ref: `${i}.${k}`, w: item.w, h: item.h, rotate: false }))),
      stock: [{ id: 'bin', kind: 'sheet', w: instance.binWidth, h: instance.binHeight, count: instance.n }],
      kerf: 0,
      minRemnant: 1,
      stages: 3,
      work: NEST_WORK,
    };
    const { value: result, cpuMs } = cpuTimed(() => nestParts(input));
    if (result.unplaced.length) throw new Error(`${instance.name}: ${result.unplaced.length} items not placed`);
    row.sheets += result.stats.sheetsUsed;
    row.shelf += shelfFirstFit(input).bins.length;
    row.lowerBound += instance.lowerBound ?? instance.bounds.areaLowerBound_computed;
    row.bestKnown += instance.bestKnown;
    if (result.stats.sheetsUsed <= instance.bestKnown) row.atBestKnown++;
    row.maxCpuMs = Math.max(row.maxCpuMs, cpuMs);
  }
  row.ok = row.sheets <= row.goal + MARGIN_SHEETS;
  return row;
}

export function runNestingBench(log: (line: string) => void = console.log): boolean {
  const goals = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'goals.json'), 'utf8')) as Record<string, number>;
  const rows = fs
    .readdirSync(dataDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => runClass(file, goals));
  const header = ['class', 'instances', 'sheets', 'shelf first fit', 'lower bound', 'best known (3-stage)', 'gap to bound %', 'at best known', 'max CPU ms', 'goal'];
  log(`| ${header.join(' | ')} |`);
  log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const r of rows) {
    const gap = ((r.sheets / r.lowerBound - 1) * 100).toFixed(1);
    log(`| ${[r.set, r.instances, r.sheets, r.shelf, r.lowerBound, r.bestKnown, gap, r.atBestKnown, r.maxCpuMs, r.ok ? `<= ${r.goal}` : `MISSED: goal ${r.goal}`].join(' | ')} |`);
  }
  const total = (pick: (r: Row) => number) => rows.reduce((t, r) => t + pick(r), 0);
  log(`\nAll classes: ${total((r) => r.sheets)} sheets, lower bound ${total((r) => r.lowerBound)}, best known ${total((r) => r.bestKnown)}, shelf first fit ${total((r) => r.shelf)}.`);
  const missed = rows.filter((r) => !r.ok);
  log(missed.length ? `${missed.length} class(es) used more sheets than their goal: ${missed.map((r) => r.set).join(', ')}` : 'Every class within its goal.');
  log('');
  runNestingDoorOrders(log);
  return missed.length === 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = runNestingBench() ? 0 : 1;
}
