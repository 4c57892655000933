// `npm run bench -- --scale 0.01`: fills a fresh database with generated data at a chosen scale, starts the real
// server in this process and measures named scenarios under concurrent load. See bench/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Role } from '@steelworks/contract/roles';
import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedAccounts } from '../apps/server/src/modules/account/account.seed';
import { rebuildMonthTotals } from '../apps/server/src/modules/dashboard/month-totals.service';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { createRandom } from './lib/random';
import type { BenchContext, BenchModule, Driver, Scenario, SqlQuery } from './lib/types';
import * as account from './modules/account';
import * as people from './modules/people';
import * as catalogue from './modules/catalogue';
import * as sheets from './modules/sheets';
import * as orders from './modules/orders';
import * as production from './modules/production';
import * as audit from './modules/audit';
import * as field from './modules/field';
import * as dashboard from './modules/dashboard';
import * as planning from './modules/planning';
import * as billing from './modules/billing';
import { runOfficeDay, type OfficeDayOptions } from './office-day';
import { runCuttingBench } from './cutting/run-cutting';

/** Every module's generator and scenarios, listed explicitly, in the order their data depends on each other. */
const MODULES: ReadonlyArray<{ name: string } & BenchModule> = [
  { name: 'account', ...account },
  { name: 'people', ...people },
  { name: 'catalogue', ...catalogue },
  { name: 'orders', ...orders },
  { name: 'sheets', ...sheets },
  { name: 'production', ...production },
  { name: 'audit', ...audit },
  { name: 'field', ...field },
  { name: 'dashboard', ...dashboard },
  { name: 'planning', ...planning },
  // Last: it invoices the orders' shipped orders and uses no ctx.random, so the data before it stays as it was.
  { name: 'billing', ...billing },
];

/** Built into the harness because it needs the bare Fastify app beside ours. */
const HEALTH_VS_HELLO: Scenario[] = [
  {
    name: 'health',
    group: 'health-vs-hello',
    method: 'GET',
    path: '/health',
    sql: [{ text: 'select 1' }],
    note: 'health: our lightest route with the whole plugin stack (helmet, rate limit, auth hook, zod serializer); it runs one `select 1`.',
  },
  {
    name: 'api-not-found',
    group: 'health-vs-hello',
    method: 'GET',
    path: '/nothing',
    expectStatus: 404,
    note: 'api-not-found: our 404 handler under /api/v1, the same plugins and no database at all.',
  },
  {
    name: 'bare-hello',
    group: 'health-vs-hello',
    method: 'GET',
    path: '/hello',
    target: 'bare',
    note: 'bare-hello: `Fastify()` with one GET /hello route answering {hello:"world"}, in this same process.',
  },
];

/** Distinct requests prepared per scenario; the load cycles through them. */
const REQUEST_VARIANTS = 256;
const SQL_RUNS = 200;
const SQL_BUDGET_MS = 5_000;
/** The one-connection run of a scenario is cut into this many slices, alternating between the scales. */
const SOLO_ROUNDS = 5;

type Options = {
  scale: number;
  /** `--scales 0.1,1`: every scale's data and server side by side, then each scenario's growth from the first to the last. */
  scales: number[];
  duration: number;
  connections: number;
  soloDuration: number;
  only: string[];
  keep: boolean;
  /** `--office-day`: simulated users against the built server as child processes (office-day.ts). */
  officeDay?: Omit<OfficeDayOptions, 'scale' | 'duration'>;
};

/** `--think 1-3`: seconds between two requests of one simulated user. */
function thinkRange(value: string): [number, number] {
  const [min, max = min] = value.split('-').map(Number);
  if (!Number.isFinite(min) || !Number.isFinite(max) || min! < 0 || max! < min!) throw new Error(`--think must be like 1-3, got "${value}"`);
  return [min!, max!];
}

type ScenarioResult = {
  name: string;
  group?: string;
  method: string;
  path: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Median latency with one connection (no queueing behind other requests); null with --solo-duration 0. */
  soloP50: number | null;
  errors: number;
  unexpected: number;
  statuses: Record<string, number>;
  sqlMedian: number | null;
  ratio: number | null;
  failed?: string;
  /** `once` scenarios: the answer's size and how much the server process grew while answering (RSS, MB). */
  bytes?: number;
  peakMemoryMb?: number;
};

const started = Date.now();
const log = (message: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '0.01' },
      scales: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string', default: '10' },
      'solo-duration': { type: 'string', default: '2' },
      only: { type: 'string', multiple: true },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
      'office-day': { type: 'boolean', default: false },
      users: { type: 'string', default: '50' },
      processes: { type: 'string', default: '1,2' },
      think: { type: 'string', default: '1-3' },
      'prepare-only': { type: 'boolean', default: false },
      fresh: { type: 'boolean', default: false },
      out: { type: 'string' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(
      'npm run bench -- [--scale 0.01 | --scales 0.1,1] [--duration 10] [--connections 10] [--solo-duration 2] [--only login,profile] [--keep]\n' +
        'npm run bench -- --office-day [--scale 0.1] [--users 50] [--duration 120] [--processes 1,2] [--think 1-3] [--prepare-only] [--fresh] [--out file.md]\n' +
        'Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres). See bench/README.md.',
    );
    process.exit(0);
  }
  const positive = (name: string, value: string | undefined) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, got "${value}"`);
    return n;
  };
  const scale = positive('scale', values.scale);
  const scales = values.scales ? values.scales.split(',').map((v) => positive('scales', v.trim())) : [scale];
  const officeDay = values['office-day']
    ? {
        users: Math.round(positive('users', values.users)),
        processes: values.processes!.split(',').map((v) => Math.round(positive('processes', v.trim()))),
        think: thinkRange(values.think!),
        prepareOnly: values['prepare-only'] ?? false,
        fresh: values.fresh ?? false,
        out: values.out,
      }
    : undefined;
  return {
    scale: scales[0]!,
    scales,
    duration: positive('duration', values.duration ?? (officeDay ? '120' : '10')),
    officeDay,
    connections: Math.round(positive('connections', values.connections)),
    soloDuration: values['solo-duration'] === '0' ? 0 : positive('solo-duration', values['solo-duration']),
    only: (values.only ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean),
    keep: values.keep ?? false,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The database: a throwaway PostgreSQL database, or PGlite when no server answers.

type BenchDatabase = { database: Database; driver: Driver; where: string; drop: () => Promise<void> };

async function openBenchDatabase(options: Options): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
  const name = `steelworks_bench_${stamp}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return openBenchPglite(options, name, `${redact(serverUrl)}: ${(error as Error).message}`);
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), Math.max(10, options.connections));
  // The driver gets its own connection, so direct SQL timings never wait for the app's pool.
  const direct = new pg.Client({ connectionString: url.toString() });
  await direct.connect();
  const driver: Driver = {
    kind: 'postgres',
    query: async <R>(text: string, params?: unknown[]) => (await direct.query(text, params)).rows as R[],
  };
  return {
    database,
    driver,
    where: `PostgreSQL database ${name} on ${redact(serverUrl)}`,
    drop: async () => {
      await direct.end();
      await database.close();
      if (options.keep) {
        log(`kept database ${name} (--keep): ${redact(url.toString())}`);
        return;
      }
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
      log(`dropped database ${name}`);
    },
  };
}

async function openBenchPglite(options: Options, name: string, reason: string): Promise<BenchDatabase> {
  const dataDir = path.join(os.tmpdir(), name);
  const banner = '!'.repeat(100);
  console.warn(
    `\n${banner}\n!! No PostgreSQL server answered (${reason}).\n!! Falling back to an embedded PGlite database in ${dataDir}.\n` +
      `!! PGlite is ONE connection inside this process: the numbers below are NOT representative of production.\n` +
      `!! Set BENCH_DATABASE_URL to a PostgreSQL server for real numbers.\n${banner}\n`,
  );
  const database = await openPglite(dataDir);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const driver: Driver = {
    kind: 'pglite',
    query: async <R>(text: string, params?: unknown[]) => (await client.query<R>(text, params)).rows,
  };
  return {
    database,
    driver,
    where: `embedded PGlite in ${dataDir} (NOT representative)`,
    drop: async () => {
      await database.close();
      if (options.keep) log(`kept PGlite data dir ${dataDir} (--keep)`);
      else fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Measuring.

function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

function resolveSql(scenario: Scenario, ctx: BenchContext): SqlQuery[] | undefined {
  return typeof scenario.sql === 'function' ? scenario.sql(ctx) : scenario.sql;
}

/** Median time of the scenario's SQL run directly through the driver, one statement after the other. */
async function measureSql(scenario: Scenario, ctx: BenchContext): Promise<number | null> {
  if (!scenario.sql) return null;
  const runOnce = async () => {
    const queries = resolveSql(scenario, ctx) ?? [];
    const t0 = performance.now();
    for (const q of queries) await ctx.driver.query(q.text, q.params);
    await scenario.work?.(ctx);
    return performance.now() - t0;
  };
  for (let i = 0; i < 3; i++) await runOnce();
  const times: number[] = [];
  const deadline = Date.now() + SQL_BUDGET_MS;
  while (times.length < SQL_RUNS && (times.length < 5 || Date.now() < deadline)) times.push(await runOnce());
  times.sort((a, b) => a - b);
  return percentile(times, 50);
}

type Prepared = { method: string; path: string; headers: Record<string, string>; body?: string };

function prepareRequests(scenario: Scenario, ctx: BenchContext, prefix: string): Prepared[] {
  const varies = typeof scenario.path === 'function' || typeof scenario.body === 'function';
  const headers: Record<string, string> = {};
  const as = scenario.as ?? 'anonymous';
  if (as !== 'anonymous') {
    const token = typeof as === 'string' ? ctx.tokens[as] : as.token(ctx);
    if (!token) throw new Error(`scenario ${scenario.name}: no token for ${JSON.stringify(as)}`);
    headers.authorization = `token ${token}`;
  }
  const list: Prepared[] = [];
  for (let i = 0; i < (varies ? REQUEST_VARIANTS : 1); i++) {
    const p = typeof scenario.path === 'function' ? scenario.path(ctx) : scenario.path;
    const body = typeof scenario.body === 'function' ? (scenario.body as (c: BenchContext) => unknown)(ctx) : scenario.body;
    list.push({
      method: scenario.method,
      path: prefix + p,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }
  return list;
}

type LoadAnswer = {
  latencies: Float64Array;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  duration: number;
  error?: string;
};

/** Load workers still running, stopped first on Ctrl-C so the server can close. */
const activeWorkers = new Set<Worker>();

function runLoad(origin: string, requests: Prepared[], load: { connections: number; duration: number }): Promise<LoadAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./lib/load-worker.mjs', import.meta.url), {
      workerData: { url: origin, connections: load.connections, duration: load.duration, requests },
    });
    activeWorkers.add(worker);
    worker.once('exit', () => activeWorkers.delete(worker));
    worker.once('message', (answer: LoadAnswer) => {
      void worker.terminate();
      if (answer.error) reject(new Error(answer.error));
      else resolve(answer);
    });
    worker.once('error', reject);
  });
}

/** One scale's server and data, ready for the scenarios (see `prepareScale`). */
type ScaleRun = {
  scale: number;
  ctx: BenchContext;
  origins: { app: string; bare: string };
  bench: BenchDatabase;
  sizes: Record<string, number>;
  generateSeconds: number;
  loadBefore: number;
};

/**
 * Runs one scenario on every scale. The one-connection runs that the growth compares alternate between the scales in
 * SOLO_ROUNDS short slices, so a machine that slows down for a while (another process, a busy neighbour of this VM)
 * slows every scale alike instead of whichever ran then: run one scale after the other, the same code on the same
 * machine measured 1.0x in one run and 1.8x in the next.
 */
async function runScenario(scenario: Scenario, runs: ScaleRun[], options: Options): Promise<ScenarioResult[]> {
  const target = scenario.target ?? 'app';
  const expected = (status: number) => (scenario.expectStatus ? status === scenario.expectStatus : status >= 200 && status < 300);
  const prepared = runs.map((run) => {
    const requests = prepareRequests(scenario, run.ctx, target === 'app' ? '/api/v1' : '');
    return { run, origin: run.origins[target], requests, first: requests[0]! };
  });

  // One request first: a scenario that fails outright is reported, not timed.
  const failures = await Promise.all(
    prepared.map(async ({ origin, first }) => {
      const check = await fetch(origin + first.path, { method: first.method, headers: first.headers, body: first.body });
      const checkText = await check.text();
      return expected(check.status) ? null : `answered ${check.status} ${checkText.slice(0, 200)}`;
    }),
  );
  const sqlMedians: Array<number | null> = [];
  for (const { run } of prepared) sqlMedians.push(await measureSql(scenario, run.ctx));

  const solo = prepared.map(() => [] as number[]);
  if (options.soloDuration && !scenario.once) {
    for (let round = 0; round < SOLO_ROUNDS; round++) {
      for (const [i, { origin, requests }] of prepared.entries()) {
        if (failures[i]) continue;
        const slice = await runLoad(origin, requests, { connections: 1, duration: options.soloDuration / SOLO_ROUNDS });
        solo[i]!.push(...slice.latencies);
      }
    }
  }

  const results: ScenarioResult[] = [];
  for (const [i, { origin, requests, first }] of prepared.entries()) {
    const base = { name: scenario.name, group: scenario.group, method: scenario.method, path: first.path };
    const sqlMedian = sqlMedians[i]!;
    const failed = failures[i];
    if (failed) {
      log(`  ${scenario.name} @${prepared[i]!.run.scale}: FAILED, ${failed}`);
      results.push({ ...base, requests: 0, rps: 0, p50: NaN, p95: NaN, p99: NaN, soloP50: null, errors: 0, unexpected: 0, statuses: {}, sqlMedian: null, ratio: null, failed });
      continue;
    }
    if (scenario.once) {
      results.push({ ...base, errors: 0, unexpected: 0, statuses: {}, sqlMedian, ...(await timeAlone(origin, first)) });
      continue;
    }
    const load = await runLoad(origin, requests, options);
    const latencies = load.latencies.slice().sort();
    const unexpected = Object.entries(load.statuses).reduce((n, [status, count]) => (expected(Number(status)) ? n : n + count), 0);
    const p50 = percentile(latencies, 50);
    results.push({
      ...base,
      requests: latencies.length,
      rps: latencies.length / load.duration,
      p50,
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      soloP50: solo[i]!.length ? percentile(solo[i]!.sort((a, b) => a - b), 50) : null,
      errors: load.errors, // autocannon counts timeouts among its errors
      unexpected,
      statuses: load.statuses,
      sqlMedian,
      ratio: sqlMedian ? p50 / sqlMedian : null,
    });
  }
  return results;
}

/**
 * Times one long answer three times, from the request to its last byte, while sampling this process's memory (the
 * server runs in it): a streamed export should grow the process by a batch, not by the whole answer.
 */
async function timeAlone(origin: string, request: Prepared) {
  const times: number[] = [];
  let bytes = 0;
  let peakGrowth = 0;
  for (let run = 0; run < 3; run++) {
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const start = performance.now();
    const response = await fetch(origin + request.path, { method: request.method, headers: request.headers, body: request.body });
    bytes = 0;
    for await (const chunk of response.body ?? []) bytes += (chunk as Uint8Array).byteLength;
    times.push(performance.now() - start);
    clearInterval(sampler);
    peakGrowth = Math.max(peakGrowth, (Math.max(peak, process.memoryUsage().rss) - baseline) / 2 ** 20);
  }
  const median = times.sort((a, b) => a - b)[1]!;
  return { requests: times.length, rps: 1000 / median, p50: median, p95: times[2]!, p99: times[2]!, soloP50: median, ratio: null, bytes, peakMemoryMb: peakGrowth };
}

// ---------------------------------------------------------------------------------------------------------------
// Reporting.

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

async function tableSizes(driver: Driver): Promise<Record<string, number>> {
  const rows = await driver.query<{ relname: string; n: string | number }>(
    `select c.relname, c.reltuples::bigint as n from pg_class c
     where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace and c.reltuples > 0 order by c.reltuples desc`,
  );
  return Object.fromEntries(rows.map((r) => [r.relname, Number(r.n)]));
}

// ---------------------------------------------------------------------------------------------------------------

/** The growth of each scenario between the first and the last scale, against issue 15's bounds. */
function formatGrowth(runs: Array<{ scale: number; results: ScenarioResult[] }>): string {
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

/** Issue 15: a median on one connection grows at most 1.5x from scale 0.1 to 1 and stays within 1.5x its SQL + 1.5 ms. */
const GROWTH_BOUND = 1.5;
const STACK_ALLOWANCE_MS = 1.5;

async function main(): Promise<void> {
  const options = readOptions();
  if (options.officeDay) {
    await runOfficeDay(
      { ...options.officeDay, scale: options.scale, duration: options.duration },
      async ({ url, driver }, scale) => {
        const database = openPostgres(url, 4);
        try {
          return { sizes: (await generateData(database, driver, scale)).sizes };
        } finally {
          await database.close();
        }
      },
      log,
    );
    return;
  }
  // The cut solver's quality bench needs no database and no server (bench/cutting/README.md).
  if (options.only.includes('cutting')) {
    log('cutting: the cut solver on bench/cutting/instances (no database)');
    if (!(await runCuttingBench())) process.exitCode = 1;
    options.only = options.only.filter((name) => name !== 'cutting');
    if (!options.only.length) return;
  }
  // Lighthouse on the phone screens runs against the built server with its own demo data (bench/phone/run-phone.ts).
  if (options.only.includes('phone')) {
    const loadBefore = os.loadavg()[0]!;
    if (loadBefore > os.cpus().length / 2) console.warn(`!! The machine is busy (load average ${loadBefore.toFixed(1)} on ${os.cpus().length} CPUs): expect lower scores.`);
    // Imported here: Lighthouse is large and only this run needs it.
    const { runPhoneBench } = await import('./phone/run-phone');
    if (!(await runPhoneBench(log))) process.exitCode = 1;
    options.only = options.only.filter((name) => name !== 'phone');
    if (!options.only.length) return;
  }
  const chosen = chooseScenarios(options.only);
  // Read before the bench's own work: generating a scale keeps the load average up for minutes after.
  const loadBefore = os.loadavg()[0]!;
  if (loadBefore > os.cpus().length / 2) {
    console.warn(`!! The machine is busy (load average ${loadBefore.toFixed(1)} on ${os.cpus().length} CPUs): expect noisy numbers.`);
  }
  // Every scale's data and server first, then each scenario on all of them in turn (see `runScenario`).
  const runs: ScaleRun[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = () => Promise.all(cleanups.map((drop) => drop()));
  // Ctrl-C still drops the throwaway databases.
  process.once('SIGINT', () => {
    log('interrupted: cleaning up');
    void cleanup().finally(() => process.exit(130));
  });
  try {
    for (const scale of options.scales) runs.push(await prepareScale({ ...options, scale }, loadBefore, cleanups));
    const results = runs.map(() => [] as ScenarioResult[]);
    for (const scenario of chosen) {
      log(`scenario ${scenario.name}: ${scenario.method} ${typeof scenario.path === 'string' ? scenario.path : '(varied paths)'}`);
      for (const [i, result] of (await runScenario(scenario, runs, options)).entries()) {
        results[i]!.push(result);
        if (!result.failed) {
          log(
            `  @${runs[i]!.scale}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms, ` +
              `1-conn p50 ${result.soloP50?.toFixed(2) ?? '-'} ms, sql p50 ${result.sqlMedian?.toFixed(2) ?? '-'} ms`,
          );
        }
      }
    }
    for (const [i, run] of runs.entries()) report(run, chosen, results[i]!, options);
    if (runs.length > 1) {
      const growth = runs.map((run, i) => ({ scale: run.scale, results: results[i]! }));
      console.log(`\nGrowth from scale ${runs[0]!.scale} to ${runs.at(-1)!.scale} (one connection, median):\n\n${formatGrowth(growth)}\n`);
    }
    if (results.flat().some((r) => r.failed)) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

/** The scenarios `--only` names (a scenario or a group), or all of them. */
function chooseScenarios(only: string[]): Scenario[] {
  const scenarios = [...MODULES.flatMap((m) => m.scenarios), ...HEALTH_VS_HELLO];
  const duplicate = scenarios.find((s, i) => scenarios.findIndex((t) => t.name === s.name) !== i);
  if (duplicate) throw new Error(`two scenarios are named ${duplicate.name}`);
  const names = new Set(scenarios.flatMap((s) => [s.name, s.group ?? s.name]));
  const unknown = only.filter((n) => !names.has(n));
  if (unknown.length) throw new Error(`--only: no scenario or group named ${unknown.join(', ')} (known: ${[...names].join(', ')})`);
  return only.length ? scenarios.filter((s) => only.includes(s.name) || (s.group !== undefined && only.includes(s.group))) : scenarios;
}

/**
 * One scale made ready: fresh data, the server and a bare hello-world beside it, every demo account signed in. Its
 * cleanup (servers closed, database dropped unless --keep) goes into `cleanups` as soon as there is something to clean.
 */
async function prepareScale(options: Options, loadBefore: number, cleanups: Array<() => Promise<void>>): Promise<ScaleRun> {
  log(`scale ${options.scale}, ${options.duration} s per scenario, ${options.connections} connections`);
  const bench = await openBenchDatabase(options);
  log(`database: ${bench.where}`);
  let app: FastifyInstance | undefined;
  let bare: FastifyInstance | undefined;
  let cleaned: Promise<void> | undefined;
  cleanups.push(
    () =>
      (cleaned ??= (async () => {
        await Promise.all([...activeWorkers].map((w) => w.terminate()));
        await app?.close();
        await bare?.close();
        await bench.drop();
      })()),
  );
  const generating = Date.now();
  const { ctx, sizes } = await generateData(bench.database, bench.driver, options.scale);
  const generateSeconds = (Date.now() - generating) / 1000;
  const config = {
    ...readConfig({ WEB_DIST: '', LOG_LEVEL: 'silent' }),
    rateLimitPerMinute: 1_000_000_000,
    loginFailuresAllowed: 1_000_000_000,
    seedDemo: false,
  };

  const server = (app = await buildApp({ db: bench.database.db, config, logger: false }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  const hello = (bare = Fastify());
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const origins = { app: originOf(server), bare: originOf(hello) };
  log(`server on ${origins.app}, bare Fastify hello-world on ${origins.bare}`);

  for (const demo of DEMO_ACCOUNTS) {
    const response = await fetch(`${origins.app}/api/v1/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: demo.username, password: DEMO_PASSWORD }),
    });
    const body = (await response.json()) as { token?: string };
    if (!response.ok || !body.token) throw new Error(`demo sign-in of ${demo.username} answered ${response.status}`);
    ctx.tokens[demo.role as Role] = body.token;
  }

  return { scale: options.scale, ctx, origins, bench, sizes, generateSeconds, loadBefore };
}

/**
 * Fills a fresh database: the migrations, the demo accounts, every module's generator in order, the month roll-ups,
 * then VACUUM ANALYZE and a CHECKPOINT. Used by the scenarios and by `--office-day`.
 */
async function generateData(database: Database, driver: Driver, scale: number): Promise<{ ctx: BenchContext; sizes: Record<string, number> }> {
  await migrateDatabase(database);
  await seedAccounts(database.db);
  const ctx: BenchContext = {
    scale,
    db: database.db,
    driver,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    password: DEMO_PASSWORD,
    scaled: (n, min = 1) => Math.max(min, Math.round(n * scale)),
    spanDays: Math.max(30, Math.round(3650 * scale)),
    random: createRandom(),
    log,
    tokens: {},
    state: {},
  };
  const generating = Date.now();
  for (const m of MODULES) {
    const t0 = Date.now();
    await m.generate(ctx);
    log(`generated ${m.name} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  // The generators write daily work and delivered orders directly: the year charts' roll-ups are summed from them,
  // as after the demo seed.
  await rebuildMonthTotals(database.db, readConfig({}).timeZone);
  await driver.query('VACUUM ANALYZE');
  // Write the generated gigabytes out now: a checkpoint due during the scenarios would slow the bigger scale's
  // numbers with disk work that has nothing to do with the requests.
  if (driver.kind === 'postgres') {
    await driver.query('CHECKPOINT').catch((error: Error) => log(`no CHECKPOINT (${error.message}): numbers may be noisier`));
  }
  const sizes = await tableSizes(driver);
  log(
    `data ready in ${((Date.now() - generating) / 1000).toFixed(1)} s (VACUUM ANALYZE and CHECKPOINT done): ` +
      `${Object.entries(sizes).map(([t, n]) => `${t} ${n.toLocaleString('en')}`).join(', ')}`,
  );
  return { ctx, sizes };
}

/** One scale's table on the console and its JSON report in bench/results/. */
function report(run: ScaleRun, chosen: Scenario[], results: ScenarioResult[], options: Options): void {
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

  const resultsDir = path.join(import.meta.dirname, 'results');
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

function originOf(server: FastifyInstance): string {
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
