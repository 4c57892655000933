// Measuring a scenario: its SQL alone through the driver, then its requests under load and on one connection.
import { Worker } from 'node:worker_threads';
import type { BenchContext, Scenario, SqlQuery } from '../lib/types';
import type { BenchDatabase } from './database';
import { type Options, REQUEST_VARIANTS, SOLO_ROUNDS, SQL_BUDGET_MS, SQL_RUNS, type ScenarioResult, log } from './options';
import { percentile } from '../lib/percentile';


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
export const activeWorkers = new Set<Worker>();

function runLoad(origin: string, requests: Prepared[], load: { connections: number; duration: number }): Promise<LoadAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../lib/load-worker.mjs', import.meta.url), {
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
export type ScaleRun = {
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
export async function runScenario(scenario: Scenario, runs: ScaleRun[], options: Options): Promise<ScenarioResult[]> {
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
