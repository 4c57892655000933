// `npm run bench -- --scale 0.01`: fills a fresh database with generated data at a chosen scale, starts the real
// server in this process and measures named scenarios under concurrent load. See bench/README.md. The parts: harness/options.ts
// (options, result shape), harness/database.ts, harness/measure.ts (SQL alone, load, one connection), harness/report.ts.
import os from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Role } from '@steelworks/contract/roles';
import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import { openPostgres, type Database } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedAccounts } from '../apps/server/src/modules/account/account.seed';
import { rebuildMonthTotals } from '../apps/server/src/lib/month-totals';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { createRandom } from './lib/random';
import type { BenchContext, BenchModule, Driver, Scenario } from './lib/types';
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
import * as purchase from './modules/purchase';
import * as wages from './modules/wages';
import { runOfficeDay } from './office-day';
import { runCuttingBench } from './cutting/run-cutting';
import { runNestingBench } from './nesting/run-nesting';
import { openBenchDatabase } from './harness/database';
import { type ScaleRun, activeWorkers, runScenario } from './harness/measure';
import { type Options, type ScenarioResult, log, readOptions } from './harness/options';
import { formatGrowth, report, tableSizes } from './harness/report';

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
  // Near the end: it invoices the orders' shipped orders and uses no ctx.random, so the data before it stays as it was.
  { name: 'billing', ...billing },
  // After billing, also without ctx.random: ten years of purchases over the catalogue's items and sheets.
  { name: 'purchase', ...purchase },
  // After it: it moves the last months' works to its 300 workers, so the data of every module before it is unchanged.
  { name: 'wages', ...wages },
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
  // The sheet nesting bench needs no database and no server either (bench/nesting/README.md).
  if (options.only.includes('nesting')) {
    log('nesting: the sheet nesting solver on bench/nesting/instances (no database)');
    if (!runNestingBench(log)) process.exitCode = 1;
    options.only = options.only.filter((name) => name !== 'nesting');
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

function originOf(server: FastifyInstance): string {
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
