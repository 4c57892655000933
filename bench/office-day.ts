// `npm run bench -- --office-day`: an office day of simulated users (each role's reads and writes, with think time)
// against the built server started as one and then two child processes on one PostgreSQL database and one Redis.
// See bench/README.md "Office day (issue 28)".
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SHEET_GSMS } from '@steelworks/contract/sheet';
import { freePort } from '../apps/server/test/server-process';
import { createRandom, type Random } from './lib/random';
import type { Driver } from './lib/types';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const PASSWORD = 'Demo@1234';

export type OfficeDayOptions = {
  scale: number;
  users: number;
  /** Seconds of load per configuration. */
  duration: number;
  /** Process counts to run in turn, e.g. [1, 2]. */
  processes: number[];
  /** Think time between two requests of one user, seconds [min, max]. */
  think: [number, number];
  /** Generate (or find) the data and stop. */
  prepareOnly: boolean;
  /** Drop the kept data of this scale and generate it again. */
  fresh: boolean;
  /** Also write the markdown report to this file. */
  out?: string;
};

/** What run-bench.ts provides: the same migrations, demo seed and module generators as every other bench run. */
export type Generator = (target: { url: string; driver: Driver }, scale: number) => Promise<{ sizes: Record<string, number> }>;

type Log = (message: string) => void;

// ---------------------------------------------------------------------------------------------------------------
// The roles and what each does. Weights are picked per step; a step is one request, then think time.

type RoleName = 'admin' | 'productionmanager' | 'dealer' | 'supervisor' | 'storemanager' | 'sheet_user' | 'worker' | 'fieldstaff';

/** Users of each role out of 50: a shop's office, floor and field (scaled to --users, at least one each). */
const MIX: Array<[RoleName, number]> = [
  ['admin', 2],
  ['productionmanager', 3],
  ['dealer', 12],
  ['supervisor', 5],
  ['storemanager', 3],
  ['sheet_user', 4],
  ['worker', 15],
  ['fieldstaff', 6],
];

type Answer = { status: number; body: unknown };
type Sample = { label: string; write: boolean; status: number; ms: number; reason?: string };

/** Plans shared by the users of one configuration: disjoint queues of work so two users never race for one row. */
type Plan = {
  products: number[];
  sheets: number[];
  supervisors: number[];
  sites: Array<{ id: number; lat: number; lng: number }>;
  /** Per storemanager user: supply ids that the store's stock covers. */
  supplies: number[][];
  /** Per productionmanager user: free (supervisor, date) pairs for daily work. */
  freeDays: Array<Array<{ supervisor: number; date: string }>>;
  /** Per productionmanager user: units that may get their next work. */
  units: Array<Array<{ id: number; work: string }>>;
  workerAccounts: number[];
  today: string;
};

type User = {
  index: number;
  role: RoleName;
  username: string;
  accountId: number;
  /** This user's share of its account's rows when several users sign in as one account (a phone and a desk). */
  share: { of: number; mine: number };
  address: string;
  random: Random;
  token?: string;
  /** Field staff: the open visit, if any. */
  openVisit?: number | null;
  /** Supervisor: its supervisors.id. */
  supervisorId?: number;
  /** Dealer: order ids it placed or saw, to open one. */
  orders: number[];
};

// ---------------------------------------------------------------------------------------------------------------

export async function runOfficeDay(options: OfficeDayOptions, generate: Generator, log: Log): Promise<void> {
  const loadBefore = os.loadavg()[0]!;
  const data = await prepareData(options, generate, log);
  if (options.prepareOnly) {
    log(`data ready in ${data.name} (--prepare-only); run again without it to load the server`);
    return;
  }
  buildServer(log);
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const direct = new pg.Client({ connectionString: data.url });
  await direct.connect();
  const results: ConfigResult[] = [];
  try {
    const accounts = await direct.query<{ id: number; username: string; role: RoleName }>(
      // A dealer or supervisor account needs its dealers / supervisors row to do its work (the demo seed's may lack it).
      `select a.id, a.username, a.role from accounts a where a.active and a.role = any($1::role[])
         and (a.role <> 'dealer' or exists (select 1 from dealers d where d.account_id = a.id))
         and (a.role <> 'supervisor' or exists (select 1 from supervisors s where s.account_id = a.id))
       order by a.id`,
      [MIX.map(([r]) => r)],
    );
    const users = castUsers(options.users, accounts.rows);
    let unitsTaken = new Set<number>();
    let daysTaken = new Set<string>();
    for (const count of options.processes) {
      const plan = await makePlan(direct, users, unitsTaken, daysTaken);
      unitsTaken = new Set([...unitsTaken, ...plan.units.flat().map((u) => u.id)]);
      daysTaken = new Set([...daysTaken, ...plan.freeDays.flat().map((d) => `${d.supervisor} ${d.date}`)]);
      results.push(await runConfiguration(count, users, plan, options, data.url, redisUrl, log));
    }
  } finally {
    await direct.end();
  }
  const report = formatReport(results, options, data, loadBefore, redisUrl);
  console.log(`\n${report}`);
  const resultsDir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-office-day-scale-${options.scale}.json`);
  fs.writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), options, database: data.name, sizes: data.sizes, results }, null, 2));
  log(`results written to ${path.relative(process.cwd(), file)}`);
  if (options.out) {
    fs.writeFileSync(options.out, `${report}\n`);
    log(`markdown written to ${options.out}`);
  }
  if (results.some((r) => r.errors > 0 || r.crashed.length > 0)) process.exitCode = 1;
}

// ---------------------------------------------------------------------------------------------------------------
// Data: one kept database per scale, generated once (the generators are the bench's own) and reused.

type Data = { name: string; url: string; sizes: Record<string, number>; reused: boolean };

async function prepareData(options: OfficeDayOptions, generate: Generator, log: Log): Promise<Data> {
  const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const prefix = process.env.BENCH_DATABASE_PREFIX || 'steelworks_bench';
  const name = `${prefix}_office_day_${String(options.scale).replace(/\W/g, '_')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await admin.connect().catch((error: Error) => {
    throw new Error(`--office-day needs PostgreSQL (BENCH_DATABASE_URL ${serverUrl}): ${error.message}`);
  });
  try {
    const exists = (await admin.query(`select 1 from pg_database where datname = $1`, [name])).rowCount! > 0;
    if (exists && !options.fresh) {
      const probe = new pg.Client({ connectionString: url.toString() });
      await probe.connect();
      const ready = (await probe.query<{ r: string | null }>(`select to_regclass('bench_office_day_ready')::text as r`)).rows[0]!.r;
      const sizes = ready ? await tableSizes(probe) : {};
      await probe.end();
      if (ready) {
        log(`reusing the data of scale ${options.scale} in ${name} (--fresh generates it again)`);
        return { name, url: url.toString(), sizes, reused: true };
      }
      log(`${name} exists but its generation did not finish: generating again`);
    }
    if (exists) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  log(`generating scale ${options.scale} into ${name} (kept for the next runs)`);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const driver: Driver = { kind: 'postgres', query: async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[] };
    const started = Date.now();
    const { sizes } = await generate({ url: url.toString(), driver }, options.scale);
    await client.query(`CREATE TABLE bench_office_day_ready (scale float8, generated_at timestamptz DEFAULT now(), seconds float8)`);
    await client.query(`INSERT INTO bench_office_day_ready (scale, seconds) VALUES ($1, $2)`, [options.scale, (Date.now() - started) / 1000]);
    return { name, url: url.toString(), sizes, reused: false };
  } finally {
    await client.end();
  }
}

async function tableSizes(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query<{ relname: string; n: string }>(
    `select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples > 0 order by reltuples desc`,
  );
  return Object.fromEntries(rows.map((r) => [r.relname, Number(r.n)]));
}

function buildServer(log: Log): void {
  // The server only (esbuild, seconds): the bench serves no web app (WEB_DIST is empty).
  log('building the server (node apps/server/build.mjs, as `npm run build` does)');
  const result = spawnSync('node', ['apps/server/build.mjs'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0 || !fs.existsSync(SERVER_MAIN)) throw new Error(`the server build failed:\n${result.stdout}\n${result.stderr}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Users and their plan.

function castUsers(total: number, accounts: Array<{ id: number; username: string; role: RoleName }>): User[] {
  const weight = MIX.reduce((n, [, w]) => n + w, 0);
  const counts = MIX.map(([role, w]) => [role, Math.max(1, Math.round((w * total) / weight))] as const);
  const users: User[] = [];
  for (const [role, count] of counts) {
    const pool = accounts.filter((a) => a.role === role);
    if (pool.length === 0) throw new Error(`no active ${role} account in the data`);
    for (let i = 0; i < count; i++) {
      const account = pool[i % pool.length]!;
      const sharing = Math.ceil((count - (i % pool.length)) / pool.length);
      const index = users.length;
      users.push({
        index,
        role,
        username: account.username,
        accountId: Number(account.id),
        share: { of: sharing, mine: Math.floor(i / pool.length) },
        // TRUST_PROXY names loopback as the proxy: each user is its own client address, as in an office.
        address: `10.28.${Math.floor(index / 250)}.${1 + (index % 250)}`,
        random: createRandom(9_000 + index),
        orders: [],
      });
    }
  }
  return users;
}

async function makePlan(client: pg.Client, users: User[], unitsTaken: Set<number>, daysTaken: Set<string>): Promise<Plan> {
  const q = async <R extends pg.QueryResultRow>(text: string, params: unknown[] = []) => (await client.query<R>(text, params)).rows;
  const perRole = (role: RoleName) => users.filter((u) => u.role === role);
  const today = (await q<{ d: string }>(`select to_char(now() at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as d`))[0]!.d;
  const supervisors = (await q<{ id: number; account_id: number }>(`select s.id, s.account_id from supervisors s join accounts a on a.id = s.account_id where a.active order by s.id`));
  for (const user of perRole('supervisor')) user.supervisorId = Number(supervisors.find((s) => Number(s.account_id) === user.accountId)?.id ?? 0) || undefined;

  // Daily work: free (supervisor, day) pairs of the last year, newest first, dealt to the production managers.
  const pms = perRole('productionmanager');
  const free = await q<{ supervisor: number; date: string }>(
    `select s.id as supervisor, to_char(d, 'YYYY-MM-DD') as date
     from supervisors s cross join generate_series($1::date - 350, $1::date, '1 day') d
     join accounts a on a.id = s.account_id and a.active
     where not exists (select 1 from supervisor_daily_work w where w.supervisor_id = s.id and w.date = d::date)
     order by d desc, s.id limit 4000`,
    [today],
  );
  const freeDays = pms.map(() => [] as Array<{ supervisor: number; date: string }>);
  free.filter((f) => !daysTaken.has(`${f.supervisor} ${f.date}`)).forEach((f, i) => freeDays[i % freeDays.length]?.push({ supervisor: Number(f.supervisor), date: f.date }));

  // Units whose next work may be assigned: Pending, no open work, on an open work order.
  const units = await q<{ id: number; work: string | null }>(
    `select p.id, p.next_work_type as work from production_items p join work_orders o on o.id = p.work_order_id
     where p.status = 'Pending' and o.status not in ('Delivered', 'Canceled')
       and not exists (select 1 from production_item_works w where w.production_item_id = p.id and w.status <> 'Completed')
     order by p.id limit 2000`,
  );
  const unitQueues = pms.map(() => [] as Array<{ id: number; work: string }>);
  units.filter((u) => !unitsTaken.has(Number(u.id))).forEach((u, i) => unitQueues[i % unitQueues.length]?.push({ id: Number(u.id), work: u.work ?? 'Cutting' }));

  // Supplies the store's stock covers, taken greedily against a copy of the stock so none of them falls short.
  const stock = new Map((await q<{ id: number; stock: string }>(`select id, stock from store_items where deleted_at is null`)).map((r) => [Number(r.id), Number(r.stock)]));
  const lines = await q<{ supply: number; item: number; quantity: string }>(
    `select ss.id as supply, l.store_item_id as item, l.quantity from store_supplies ss
     join schedule_items si on si.id = ss.schedule_item_id join orders o on o.id = si.order_id
     join store_supply_items l on l.supply_id = ss.id
     where ss.status = 'Not Provided' and o.status not in ('Canceled', 'Shipped', 'Delivered') order by ss.id limit 20000`,
  );
  const bySupply = new Map<number, Array<{ item: number; quantity: number }>>();
  for (const l of lines) bySupply.set(Number(l.supply), [...(bySupply.get(Number(l.supply)) ?? []), { item: Number(l.item), quantity: Number(l.quantity) }]);
  const covered: number[] = [];
  for (const [supply, need] of bySupply) {
    if (need.every((n) => (stock.get(n.item) ?? 0) >= n.quantity)) {
      for (const n of need) stock.set(n.item, stock.get(n.item)! - n.quantity);
      covered.push(supply);
    }
  }
  const stores = perRole('storemanager');
  const supplies = stores.map(() => [] as number[]);
  covered.forEach((id, i) => supplies[i % supplies.length]?.push(id));

  const sheets = (await q<{ id: number }>(`select id from sheets where deleted_at is null order by quantity desc limit 40`)).map((r) => Number(r.id));
  const sites = (await q<{ id: number; latitude: number; longitude: number }>(`select id, latitude, longitude from field_sites where deleted_at is null order by id limit 200`)).map(
    (r) => ({ id: Number(r.id), lat: Number(r.latitude), lng: Number(r.longitude) }),
  );
  const open = await q<{ id: number; field_staff_id: number }>(`select id, field_staff_id from visit_entries where check_out_at is null and deleted_at is null`);
  for (const user of perRole('fieldstaff')) user.openVisit = user.share.mine === 0 ? (Number(open.find((o) => Number(o.field_staff_id) === user.accountId)?.id ?? 0) || null) : null;
  // Products whose raw materials the store holds a hundred times over: a dealer's order checks the free stock, and
  // an order the store cannot cover is refused (a right answer, but not the day this bench means to time).
  const products = (
    await q<{ id: number }>(
      `select p.id from products p where p.deleted_at is null
         and exists (select 1 from product_raw_materials m where m.product_id = p.id)
         and not exists (select 1 from product_raw_materials m join store_items s on s.id = m.store_item_id
                         where m.product_id = p.id and s.stock < m.quantity * 100)
       order by p.id limit 200`,
    )
  ).map((r) => Number(r.id));
  if (products.length === 0) throw new Error('no product whose raw materials are well in stock: dealers would have nothing to order');
  return {
    products,
    sheets,
    supervisors: supervisors.map((s) => Number(s.id)),
    sites,
    supplies,
    freeDays,
    units: unitQueues,
    workerAccounts: [...new Set(perRole('worker').map((u) => u.accountId))],
    today,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One configuration: N processes, sign-ins, the load, memory.

type ProcessMemory = { pid: number; port: number; idleMb: number; peakMb: number; endMb: number };
type ConfigResult = {
  processes: number;
  duration: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  reads: { requests: number; p50: number; p95: number; p99: number };
  writes: { requests: number; p50: number; p95: number; p99: number };
  errors: number;
  clientErrors: number;
  serverErrors: number;
  networkErrors: number;
  topErrors: Array<{ reason: string; count: number }>;
  perLabel: Array<{ label: string; requests: number; p50: number; p95: number; errors: number }>;
  memory: ProcessMemory[];
  signIns: { count: number; seconds: number };
  crashed: string[];
};

async function runConfiguration(count: number, users: User[], plan: Plan, options: OfficeDayOptions, databaseUrl: string, redisUrl: string, log: Log): Promise<ConfigResult> {
  log(`--- ${count} process${count > 1 ? 'es' : ''}: starting`);
  const redisPrefix = `steelworks-bench-${process.pid}-${count}:`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steelworks-office-day-'));
  const servers: Array<{ child: ChildProcess; port: number; stderr: string[] }> = [];
  const crashed: string[] = [];
  let stopping = false;
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const child = spawn('node', [SERVER_MAIN], {
        cwd: path.join(ROOT, 'apps/server'),
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          REDIS_URL: redisUrl === 'none' ? '' : redisUrl,
          REDIS_PREFIX: redisPrefix,
          DATA_DIR: dataDir,
          WEB_DIST: '',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          // The simulated users' X-Forwarded-For is believed from loopback: every user is its own client address, so
          // the rate limits apply per user, at their defaults, as for an office behind a reverse proxy.
          TRUST_PROXY: '127.0.0.1',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      const server = { child, port, stderr: [] as string[] };
      child.stderr!.on('data', (chunk: Buffer) => server.stderr.push(chunk.toString()));
      child.once('exit', (code, signal) => {
        if (!stopping) crashed.push(`process on port ${port} exited (${code ?? signal}): ${server.stderr.join('').slice(-500)}`);
      });
      servers.push(server);
    }
    await Promise.all(servers.map((s) => waitReady(s.port, s.child)));
    // Idle: after start and a moment's rest, before any simulated user.
    await sleep(3000);
    const idle = servers.map((s) => rssMb(s.child.pid!));
    log(`ready: ${servers.map((s, i) => `pid ${s.child.pid} on ${s.port}, idle ${idle[i]!.toFixed(0)} MB`).join('; ')}`);
    const origins = servers.map((s) => `http://127.0.0.1:${s.port}/api/v1`);
    let next = 0;
    const origin = () => origins[next++ % origins.length]!;

    // Sign-ins: each user once, before the day starts (argon2id by design), round-robin like every request.
    const signStart = Date.now();
    await Promise.all(
      users.map(async (user) => {
        const answer = await call(origin(), user, 'POST', '/account/login', { username: user.username, password: PASSWORD });
        const token = (answer.body as { token?: string }).token;
        if (answer.status !== 200 || !token) throw new Error(`sign-in of ${user.username} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        user.token = token;
      }),
    );
    const signIns = { count: users.length, seconds: (Date.now() - signStart) / 1000 };
    log(`${users.length} users signed in in ${signIns.seconds.toFixed(1)} s; the day runs ${options.duration} s`);

    const peaks = idle.slice();
    const sampler = setInterval(() => servers.forEach((s, i) => (peaks[i] = Math.max(peaks[i]!, rssMb(s.child.pid!)))), 500);
    const samples: Sample[] = [];
    const started = performance.now();
    const deadline = Date.now() + options.duration * 1000;
    const queues = { supplies: plan.supplies.map((q) => [...q]), freeDays: plan.freeDays.map((q) => [...q]), units: plan.units.map((q) => [...q]) };
    await Promise.all(
      users.map(async (user) => {
        // Users arrive over the first think time, not all in the same millisecond.
        await sleep(user.random.next() * options.think[1] * 1000);
        while (Date.now() < deadline) {
          await step(user, plan, queues, users, origin, samples);
          await sleep((options.think[0] + user.random.next() * (options.think[1] - options.think[0])) * 1000);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const end = servers.map((s) => rssMb(s.child.pid!));
    stopping = true;
    await Promise.all(servers.map((s) => stop(s.child)));
    const result = summarise(count, seconds, samples, signIns, crashed);
    result.memory = servers.map((s, i) => ({ pid: s.child.pid!, port: s.port, idleMb: idle[i]!, peakMb: Math.max(peaks[i]!, end[i]!), endMb: end[i]! }));
    log(
      `${count} process${count > 1 ? 'es' : ''}: ${result.requests} requests, ${result.rps.toFixed(1)} req/s, p50 ${result.p50.toFixed(1)} ms, ` +
        `p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors`,
    );
    return result;
  } finally {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitReady(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited (${child.exitCode}) before it was ready`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`, { signal: AbortSignal.timeout(3000) });
      const body = (await answer.json()) as { status?: string };
      if (body.status === 'ready') return;
      if (body.status === 'degraded') throw new Error(`the server on ${port} is degraded (Redis unreachable?): ${JSON.stringify(body)}`);
    } catch (error) {
      if ((error as Error).message.includes('degraded')) throw error;
    }
    await sleep(200);
  }
  throw new Error(`the server on ${port} was not ready within 120 s`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MB, from /proc (Linux); NaN elsewhere. */
function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------------
// Requests.

async function call(origin: string, user: User, method: string, url: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': user.address };
  if (user.token) headers.authorization = `token ${user.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(origin + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body: parsed };
}

/** One timed request; a 4xx/5xx or a failed connection is recorded with its reason. */
async function timed(samples: Sample[], origin: string, user: User, label: string, method: string, url: string, body?: unknown): Promise<Answer | null> {
  const write = method !== 'GET';
  const t0 = performance.now();
  try {
    const answer = await call(origin, user, method, url, body);
    const ms = performance.now() - t0;
    samples.push({ label, write, status: answer.status, ms, ...(answer.status >= 400 ? { reason: reasonOf(answer) } : {}) });
    return answer;
  } catch (error) {
    samples.push({ label, write, status: 0, ms: performance.now() - t0, reason: (error as Error).message });
    return null;
  }
}

function reasonOf(answer: Answer): string {
  const body = answer.body as { message?: string; error?: string; detail?: string; error_message?: string } | string | null;
  const text = typeof body === 'string' ? body : (body?.detail ?? body?.error_message ?? body?.message ?? body?.error ?? JSON.stringify(body));
  return String(text).slice(0, 120);
}

const results = (answer: Answer | null) => ((answer?.body as { results?: Array<Record<string, unknown>> } | null)?.results ?? []);

type Queues = { supplies: number[][]; freeDays: Array<Array<{ supervisor: number; date: string }>>; units: Array<Array<{ id: number; work: string }>> };

/** One thing a user does. Weighted picks per role; each action is one request. */
async function step(user: User, plan: Plan, queues: Queues, users: User[], origin: () => string, samples: Sample[]): Promise<void> {
  const r = user.random;
  const go = (label: string, method: string, url: string, body?: unknown) => timed(samples, origin(), user, label, method, url, body);
  const roll = r.next();
  const month = plan.today.slice(0, 7);
  const lastYear = String(Number(plan.today.slice(0, 4)) - 1);
  const sameRole = users.filter((u) => u.role === user.role);
  const slot = sameRole.indexOf(user);
  switch (user.role) {
    case 'admin': {
      if (roll < 0.2) await go('dashboard-data', 'GET', '/supervisor/dashboard-data/');
      else if (roll < 0.3) await go('graph-month', 'GET', `/supervisor/graph-month/?date=${month}`);
      else if (roll < 0.4) await go('revenue-year', 'GET', `/supervisor/yearly-revenue-graph/?date=${lastYear}`);
      else if (roll < 0.6) await go('orders-list', 'GET', `/order/order/?page=${r.int(1, 3)}`);
      else if (roll < 0.7) await go('calendar-month', 'GET', `/supervisor/calender-data/?date=${month}`);
      else if (roll < 0.8) await go('dealer-search', 'GET', `/dealer/dealer/?search=${r.pick(['nair', 'kumar', 'menon', 'khan'])}`);
      else if (roll < 0.9) await go('audit-log', 'GET', `/audit/log/?page=${r.int(1, 3)}`);
      else await go('supervisor-ledger', 'GET', `/supervisor/supervisor/${r.pick(plan.supervisors)}/`);
      return;
    }
    case 'productionmanager': {
      const days = queues.freeDays[slot] ?? [];
      const units = queues.units[slot] ?? [];
      if (roll < 0.2 && days.length) {
        const day = days.shift()!;
        await go('daily-work-create', 'POST', '/supervisor/supervisor_daily_work/', { supervisor: day.supervisor, date: day.date, cols: r.int(1, 12) });
      } else if (roll < 0.4 && units.length) {
        const unit = units.shift()!;
        await go('work-assign', 'POST', '/production/productionitemwork/', { production_items: [unit.id], worker: r.pick(plan.workerAccounts), work_type: unit.work });
      } else if (roll < 0.55) await go('production-items-pending', 'GET', '/production/productionitem/?status=Pending');
      else if (roll < 0.7) await go('works-list', 'GET', `/production/productionitemwork/?page=${r.int(1, 3)}`);
      else if (roll < 0.8) await go('dashboard-data', 'GET', '/supervisor/dashboard-data/');
      else if (roll < 0.9) await go('planning-readiness', 'GET', '/planning/readiness/');
      else await go('orders-list', 'GET', `/order/order/?status=${r.pick(['Pending', 'Approved', 'Started'])}`);
      return;
    }
    case 'dealer': {
      if (roll < 0.15) {
        const items = Array.from({ length: r.int(1, 3) }, () => r.pick(plan.products));
        const answer = await go('order-create', 'POST', '/order/order/', {
          customer_name: `Office day ${r.name()}`,
          orderitem: [...new Set(items)].map((product) => ({ product, quantity: r.int(1, 4), material: 'GI' })),
        });
        const id = (answer?.body as { id?: number } | null)?.id;
        if (answer?.status === 201 && id) user.orders.push(id);
      } else if (roll < 0.45) {
        const answer = await go('orders-own', 'GET', `/order/order/?page=${r.int(1, 2)}`);
        for (const row of results(answer).slice(0, 5)) if (typeof row.id === 'number' && !user.orders.includes(row.id)) user.orders.push(row.id);
      } else if (roll < 0.65 && user.orders.length) await go('order-detail', 'GET', `/order/order/${r.pick(user.orders)}/`);
      else if (roll < 0.85) await go('product-list', 'GET', `/store/product/?page=${r.int(1, 5)}`);
      else await go('dashboard-data', 'GET', '/supervisor/dashboard-data/');
      return;
    }
    case 'supervisor': {
      if (roll < 0.4) await go('own-ledger', 'GET', `/supervisor/balancetransactions/?page=${r.int(1, 2)}`);
      else if (roll < 0.7) await go('calendar-own', 'GET', `/supervisor/calender-data/?date=${month}`);
      else await go('own-schedule', 'GET', '/supervisor/supervisor_schedule_item/');
      return;
    }
    case 'storemanager': {
      const supplies = queues.supplies[slot] ?? [];
      if (roll < 0.25 && supplies.length) await go('supply-provide', 'PATCH', `/store/storemanagerview/${supplies.shift()!}/`, { status: 'Provided' });
      else if (roll < 0.55) await go('supplies-not-provided', 'GET', '/store/storemanagerview/?status=not%20provided');
      else if (roll < 0.75) await go('store-items', 'GET', `/store/store/?page=${r.int(1, 3)}`);
      else if (roll < 0.9) await go('dashboard-data', 'GET', '/supervisor/dashboard-data/');
      else await go('planning-readiness', 'GET', '/planning/readiness/');
      return;
    }
    case 'sheet_user': {
      if (roll < 0.3 && plan.sheets.length) {
        const sheets = [...new Set(Array.from({ length: r.int(1, 3) }, () => r.pick(plan.sheets)))];
        await go('sheet-deduct', 'POST', '/sheet/sheet_order/', {
          title: `Office day job ${r.int(1, 99_999)}`,
          gsm: r.pick(SHEET_GSMS),
          order_items: sheets.map((sheet) => ({ sheet, quantity: r.int(1, 3) })),
        });
      } else if (roll < 0.65) await go('sheet-orders', 'GET', `/sheet/sheet_order/?page=${r.int(1, 3)}`);
      else await go('sheets-list', 'GET', '/sheet/sheet/');
      return;
    }
    case 'worker': {
      const answer = await go('my-works', 'GET', '/production/my-works/');
      // Only this user's share of its account's works, so two users on one account never move the same work.
      const mine = results(answer).filter((w) => Number(w.id) % user.share.of === user.share.mine);
      const work = mine.find((w) => w.status === 'In Progress') ?? mine.find((w) => w.status === 'Pending');
      if (work && r.next() < 0.6) {
        await sleep(300 + r.next() * 700);
        await go(work.status === 'Pending' ? 'work-start' : 'work-complete', 'PATCH', `/production/productionitemwork/${String(work.id)}/`, {
          status: work.status === 'Pending' ? 'In Progress' : 'Completed',
        });
      }
      return;
    }
    case 'fieldstaff': {
      if (user.openVisit) {
        if (roll < 0.35) {
          const site = r.pick(plan.sites);
          const answer = await go('check-out', 'POST', `/fieldsite/visitentry/${user.openVisit}/check-out/`, { latitude: site.lat, longitude: site.lng, accuracy: 12 });
          if (answer && answer.status < 400) user.openVisit = null;
        } else await go('own-visits', 'GET', '/fieldsite/visitentry?limit=10');
      } else if (user.share.mine === 0 && roll < 0.5) {
        const site = r.pick(plan.sites);
        const answer = await go('check-in', 'POST', '/fieldsite/visitentry/check-in/', { fieldsite: site.id, latitude: site.lat, longitude: site.lng, accuracy: 10 });
        const id = (answer?.body as { id?: number } | null)?.id;
        if (answer && answer.status < 400 && id) user.openVisit = id;
      } else await go('own-visits', 'GET', '/fieldsite/visitentry?limit=10');
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Reporting.

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function stats(samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return { requests: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99) };
}

function summarise(processes: number, seconds: number, samples: Sample[], signIns: ConfigResult['signIns'], crashed: string[]): ConfigResult {
  const all = stats(samples);
  const failed = samples.filter((s) => s.status === 0 || s.status >= 400);
  const reasons = new Map<string, number>();
  for (const s of failed) {
    const key = `${s.label} ${s.status || 'network'}: ${s.reason ?? ''}`;
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  const labels = [...new Set(samples.map((s) => s.label))].sort();
  return {
    processes,
    duration: seconds,
    ...all,
    rps: all.requests / seconds,
    reads: stats(samples.filter((s) => !s.write)),
    writes: stats(samples.filter((s) => s.write)),
    errors: failed.length,
    clientErrors: failed.filter((s) => s.status >= 400 && s.status < 500).length,
    serverErrors: failed.filter((s) => s.status >= 500).length,
    networkErrors: failed.filter((s) => s.status === 0).length,
    topErrors: [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([reason, count]) => ({ reason, count })),
    perLabel: labels.map((label) => {
      const of = samples.filter((s) => s.label === label);
      const st = stats(of);
      return { label, requests: st.requests, p50: st.p50, p95: st.p95, errors: of.filter((s) => s.status === 0 || s.status >= 400).length };
    }),
    memory: [],
    signIns,
    crashed,
  };
}

function formatReport(results: ConfigResult[], options: OfficeDayOptions, data: Data, loadBefore: number, redisUrl: string): string {
  const f = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(1) : n.toFixed(0));
  const mem = (m: ProcessMemory[], key: 'idleMb' | 'peakMb') => m.map((p) => f(p[key])).join(' / ');
  const lines = [
    `Office day: scale ${options.scale}, ${options.users} users, ${options.duration} s per configuration, think time ${options.think[0]}-${options.think[1]} s, ` +
      `PostgreSQL ${data.name}${data.reused ? ' (reused)' : ''}, Redis ${redisUrl}, Node ${process.version}, ${os.cpus().length} CPU ${os.cpus()[0]?.model ?? ''}, ` +
      `load average ${loadBefore.toFixed(1)} at start and ${os.loadavg()[0]!.toFixed(1)} at end`,
    '',
    '| processes | requests | req/s | p50 ms | p95 ms | p99 ms | writes | write p95 ms | errors (4xx / 5xx / network) | RSS idle MB | RSS peak MB |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.processes} | ${r.requests} | ${r.rps.toFixed(1)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${r.writes.requests} | ${f(r.writes.p95)} | ` +
        `${r.errors} (${r.clientErrors} / ${r.serverErrors} / ${r.networkErrors}) | ${mem(r.memory, 'idleMb')} | ${mem(r.memory, 'peakMb')} |`,
    ),
    '',
  ];
  for (const r of results) {
    if (r.topErrors.length) lines.push(`Top errors with ${r.processes} process(es):`, ...r.topErrors.map((e) => `- ${e.count} x ${e.reason}`), '');
    if (r.crashed.length) lines.push(`Crashed with ${r.processes} process(es):`, ...r.crashed.map((c) => `- ${c}`), '');
  }
  const labels = [...new Set(results.flatMap((r) => r.perLabel.map((l) => l.label)))].sort();
  lines.push(
    `| request | ${results.map((r) => `${r.processes}p n / p50 / p95 / err`).join(' | ')} |`,
    `| --- | ${results.map(() => '---').join(' | ')} |`,
    ...labels.map((label) => `| ${label} | ${results.map((r) => {
      const l = r.perLabel.find((x) => x.label === label);
      return l ? `${l.requests} / ${f(l.p50)} / ${f(l.p95)} / ${l.errors}` : '-';
    }).join(' | ')} |`),
    '',
    `Sign-ins (before the day, not in the table): ${results.map((r) => `${r.processes}p ${r.signIns.count} in ${r.signIns.seconds.toFixed(1)} s`).join(', ')}.`,
  );
  return lines.join('\n');
}
