// The office day's data (one kept database per scale) and its users with their plan of work (office-day.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { createRandom } from '../lib/random';
import type { Driver } from '../lib/types';
import { type Generator, type Log, MIX, type OfficeDayOptions, type Plan, ROOT, type RoleName, SERVER_MAIN, type User, userAddress } from './shared';

// Data: one kept database per scale, generated once (the generators are the bench's own) and reused.

export type Data = { name: string; url: string; sizes: Record<string, number>; reused: boolean };

export async function prepareData(options: OfficeDayOptions, generate: Generator, log: Log): Promise<Data> {
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

export function buildServer(log: Log): void {
  // The server only (esbuild, seconds): the bench serves no web app (WEB_DIST is empty).
  log('building the server (node apps/server/build.mjs, as `npm run build` does)');
  const result = spawnSync('node', ['apps/server/build.mjs'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0 || !fs.existsSync(SERVER_MAIN)) throw new Error(`the server build failed:\n${result.stdout}\n${result.stderr}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Users and their plan.

export function castUsers(total: number, accounts: Array<{ id: number; username: string; role: RoleName }>): User[] {
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
        // TRUST_PROXY names loopback as the proxy: each user is its own client address (or, in an `--addresses one`
        // run, all share one: runConfiguration sets it).
        address: userAddress(index),
        random: createRandom(9_000 + index),
        orders: [],
      });
    }
  }
  return users;
}

export async function makePlan(client: pg.Client, users: User[], unitsTaken: Set<number>, daysTaken: Set<string>): Promise<Plan> {
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
