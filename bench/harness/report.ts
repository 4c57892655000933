// Reporting: the table of one scale, the growth between scales, and the JSON report in bench/results/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Driver, Scenario } from '../lib/types';
import type { ScaleRun } from './measure';
import { GROWTH_BOUND, type Options, STACK_ALLOWANCE_MS, type ScenarioResult, log } from './options';

function formatTable(results: ScenarioResult[]): string {
  const ms = (n: number | null) => (n === null || Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(2) : n.toFixed(1));
  const header = ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'errors', 'non-2xx', 'sql p50 ms', 'p50 / sql', '1-conn p50', '1-conn / sql'];
  const rows = results.map((r) =>
    r.failed
      ? [r.name, 'FAILED', '', '', '', '', '', '', '', '']
      : [
          r.name,
          r.rps.toFixed(0),
          ms(r.p50),
          ms(r.p95),
          String(r.errors),
          String(r.unexpected),
          ms(r.sqlMedian),
          r.ratio === null ? '-' : `${r.ratio.toFixed(1)}x`,
          ms(r.soloP50),
          r.soloP50 === null || r.sqlMedian === null ? '-' : `${(r.soloP50 / r.sqlMedian).toFixed(1)}x`,
        ],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export async function tableSizes(driver: Driver): Promise<Record<string, number>> {
  const rows = await driver.query<{ relname: string; n: string | number }>(
    `select c.relname, c.reltuples::bigint as n from pg_class c
     where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace and c.reltuples > 0 order by c.reltuples desc`,
  );
  return Object.fromEntries(rows.map((r) => [r.relname, Number(r.n)]));
}

// ---------------------------------------------------------------------------------------------------------------

/** The growth of each scenario between the first and the last scale, against issue 15's bounds. */
export function formatGrowth(runs: Array<{ scale: number; results: ScenarioResult[] }>): string {
  const first = runs[0]!;
  const last = runs.at(-1)!;
  const ms = (n: number | null | undefined) => (n === null || n === undefined ? '-' : n < 10 ? n.toFixed(2) : n.toFixed(1));
  const header = [
    'scenario',
    ...runs.map((r) => `1-conn p50 @${r.scale}`),
    `sql p50 @${last.scale}`,
    'growth',
    `bound: growth <= ${GROWTH_BOUND}x, 1-conn <= ${GROWTH_BOUND} x sql + ${STACK_ALLOWANCE_MS} ms`,
  ];
  const rows = last.results.map((result) => {
    const at = runs.map((run) => run.results.find((r) => r.name === result.name && !r.failed)?.soloP50 ?? null);
    const before = first.results.find((r) => r.name === result.name && !r.failed);
    const from = before?.soloP50 ?? null;
    const to = result.failed ? null : result.soloP50;
    // An export writes every row, so it is judged on its time per byte: it may grow with its size, not faster.
    const perByte = before?.bytes && result.bytes ? before.bytes / result.bytes : 1;
    const growth = from && to ? (to / from) * perByte : null;
    const overhead = to !== null && result.sqlMedian !== null ? to <= GROWTH_BOUND * result.sqlMedian + STACK_ALLOWANCE_MS : null;
    // A scenario without SQL to compare against is judged on its growth alone.
    const verdict = growth === null ? 'not measured' : growth > GROWTH_BOUND ? 'GROWS' : overhead === false ? 'SLOW STACK' : 'ok';
    const growthText = growth === null ? '-' : `${growth.toFixed(2)}x${perByte === 1 ? '' : ' per byte'}`;
    return [result.name, ...at.map(ms), ms(result.sqlMedian), growthText, verdict];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** One scale's table on the console and its JSON report in bench/results/. */
export function report(run: ScaleRun, chosen: Scenario[], results: ScenarioResult[], options: Options): void {
  const { bench, sizes, loadBefore } = run;
  const table = formatTable(results);
  const notes = chosen.filter((s) => s.note).map((s) => `  ${s.note}`);
  for (const r of results.filter((result) => result.peakMemoryMb !== undefined)) {
    notes.push(`  ${r.name}: ${((r.bytes ?? 0) / 2 ** 20).toFixed(1)} MB to the last byte in ${r.p50.toFixed(0)} ms; the server grew by at most ${r.peakMemoryMb!.toFixed(0)} MB`);
  }
  const health = results.find((r) => r.name === 'health' && !r.failed);
  const notFound = results.find((r) => r.name === 'api-not-found' && !r.failed);
  const hello = results.find((r) => r.name === 'bare-hello' && !r.failed);
  const loadAverage = os.loadavg()[0]!;
  const comparison = [health, notFound]
    .filter((r): r is ScenarioResult => !!r)
    .map((r) => (hello ? `  ${r.name} vs bare-hello: ${(hello.rps / r.rps).toFixed(1)}x fewer req/s, p50 ${(r.p50 / hello.p50).toFixed(1)}x` : ''))
    .filter(Boolean);
  console.log(
    `\nSteelworks bench: scale ${run.scale}, ${bench.where}, ${options.connections} connections x ${options.duration} s, ` +
      `Node ${process.version}, ${os.cpus().length} CPU ${os.cpus()[0]?.model ?? ''}, load average ${loadBefore.toFixed(1)} at start ` +
      `and ${loadAverage.toFixed(1)} at end\nRows: ${Object.entries(sizes).map(([t, n]) => `${t} ${n.toLocaleString('en')}`).join(', ')}\n\n${table}\n` +
      (comparison.length ? `\n${comparison.join('\n')}\n` : '') +
      `\nNotes:\n  p50 / sql = median latency under load / median of the same SQL run alone through the driver; ` +
      `1-conn = the same requests from one connection (no queueing), so 1-conn / sql is what the stack adds to the SQL.\n${notes.join('\n')}\n`,
  );
  if (bench.database.kind === 'pglite') console.warn('!! PGlite fallback: these numbers are NOT representative of production.\n');

  const resultsDir = path.join(import.meta.dirname, '..', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-scale-${run.scale}.json`);
  const saved = {
    date: new Date().toISOString(),
    options: { ...options, scale: run.scale },
    database: { kind: bench.database.kind, where: bench.where },
    machine: {
      node: process.version,
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      loadAverage: { start: loadBefore, end: loadAverage },
    },
    generateSeconds: run.generateSeconds,
    tableSizes: sizes,
    results,
    table,
  };
  fs.writeFileSync(file, JSON.stringify(saved, null, 2));
  log(`results written to ${path.relative(process.cwd(), file)}`);
}
