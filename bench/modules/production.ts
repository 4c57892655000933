import { insertSeries } from '../lib/generate';
import { signedInSql } from '../lib/sql';
import type { BenchContext, Scenario, SqlQuery } from '../lib/types';

/**
 * Bench data and scenarios of work orders and production (issue 11): at scale 1, 20k work orders of 2 rows x 4
 * units (160k production items, most completed) and 1M production item works spread over the demo workers and ten
 * years, plus one work order of 200 rows. Scenarios: the works list (unfiltered and searched), the PENDING tab of
 * production items, the work order of 200 items, and "My works" of the demo worker.
 */
export async function generate(ctx: BenchContext): Promise<void> {
  const workOrderCount = ctx.scaled(20_000, 200);
  const [worker] = await ctx.driver.query<{ id: number }>(`SELECT id FROM accounts WHERE username = 'worker'`);
  const workers = await ctx.driver.query<{ id: number }>(`SELECT id FROM accounts WHERE role = 'worker' ORDER BY id LIMIT 50`);
  const w0 = Number(worker!.id);
  const workerIds = workers.map((w) => Number(w.id));
  await insertSeries(
    ctx,
    'work_orders',
    workOrderCount,
    `INSERT INTO work_orders (customer_name, order_creator, order_date, delivery_date, status, title, date_added)
     SELECT (ARRAY['Joseph','Anil','Fathima','Thomas'])[1 + g % 4] || ' ' || (ARRAY['Mathew','Kumar','Menon','Nair'])[1 + (g / 4) % 4],
       'Anita Rao', (now() - make_interval(days => (${workOrderCount} - g) * ${ctx.spanDays} / ${workOrderCount}))::date,
       (now() - make_interval(days => (${workOrderCount} - g) * ${ctx.spanDays} / ${workOrderCount} - 20))::date,
       CASE WHEN g > ${workOrderCount} - 40 THEN 'In Production' WHEN g % 50 = 0 THEN 'Canceled' ELSE 'Delivered' END::work_order_status,
       'Frames ' || g, now() - make_interval(days => (${workOrderCount} - g) * ${ctx.spanDays} / ${workOrderCount})
     FROM generate_series($1::int, $2::int) AS g`,
  );
  await ctx.driver.query(
    `INSERT INTO work_order_items (work_order_id, sr_no, product_type, channel_size, width, height, quantity, item_price)
     SELECT o.id, r, 'Door Frame', '4x2', 90, 210, 4, 1500 FROM work_orders o CROSS JOIN generate_series(1, 2) AS r`,
  );
  await ctx.driver.query(
    `INSERT INTO production_items (sr_no, work_order_id, work_order_item_id, unit_no, status, current_work, current_work_status, next_work_type)
     SELECT o.auto_id || '-' || i.sr_no || '-' || k, o.id, i.id, k,
       CASE WHEN o.status = 'In Production' THEN (CASE WHEN k % 2 = 0 THEN 'Pending' ELSE 'In Progress' END) ELSE 'Completed' END::production_status,
       'Packing', 'Completed', CASE WHEN o.status = 'In Production' AND k % 2 = 0 THEN 'Bending' END
     FROM work_orders o JOIN work_order_items i ON i.work_order_id = o.id CROSS JOIN generate_series(1, 4) AS k`,
  );
  // ~1M works: about six per unit, the open units' last one open (one open work per unit, as the unique index says).
  const units = await ctx.driver.query<{ lo: number; hi: number }>(`SELECT min(id)::int AS lo, max(id)::int AS hi FROM production_items`);
  const [u0, u1] = [Number(units[0]!.lo), Number(units[0]!.hi)];
  const perUnit = Math.max(1, Math.round(ctx.scaled(1_000_000, 1000) / (u1 - u0 + 1)));
  await insertSeries(
    ctx,
    'production_item_works',
    (u1 - u0 + 1) * perUnit,
    `INSERT INTO production_item_works (production_item_id, work_order_id, worker_id, work_type, expected_date, finished_date, status,
       started_at, finished_at, next_work_assigned, defective, defect_reason)
     SELECT p.id, p.work_order_id, (ARRAY[${workerIds.join(',')}])[1 + g % ${workerIds.length}],
       (ARRAY['Cutting','Bending','Welding','Grinding','Fitting','Painting','Packing'])[1 + ((g - 1) % ${perUnit}) % 7],
       now()::date - ((${u1} - p.id) / 40), now()::date - ((${u1} - p.id) / 40),
       CASE WHEN p.status = 'In Progress' AND (g - 1) % ${perUnit} = ${perUnit - 1} THEN 'In Progress' ELSE 'Completed' END::production_status,
       now() - make_interval(hours => (${u1} - p.id) / 2 + 2), now() - make_interval(hours => (${u1} - p.id) / 2),
       (g - 1) % ${perUnit} < ${perUnit - 1}, g % 97 = 0, CASE WHEN g % 97 = 0 THEN 'Weld crack' ELSE '' END
     FROM generate_series($1::int, $2::int) AS g JOIN production_items p ON p.id = ${u0} + (g - 1) / ${perUnit}`,
  );
  await ctx.driver.query(`UPDATE production_item_works SET finished_at = NULL, finished_date = NULL WHERE status <> 'Completed'`);
  await ctx.driver.query(
    `UPDATE production_items p SET current_work_id = w.id, current_work = w.work_type, current_work_status = w.status
     FROM (SELECT production_item_id, max(id) AS id FROM production_item_works GROUP BY production_item_id) m
     JOIN production_item_works w ON w.id = m.id WHERE m.production_item_id = p.id`,
  );
  // Open works of the demo worker ("My works"): the open units of the last work orders.
  await ctx.driver.query(
    `UPDATE production_item_works SET worker_id = $1, expected_date = now()::date WHERE id IN (
       SELECT id FROM production_item_works WHERE status <> 'Completed' ORDER BY id DESC LIMIT 40)`,
    [w0],
  );
  // One work order of 200 rows of 2 units each.
  const [big] = await ctx.driver.query<{ id: number; auto_id: number }>(
    `INSERT INTO work_orders (customer_name, order_creator, order_date, delivery_date, status, title)
     VALUES ('Big Builder', 'Anita Rao', now()::date, now()::date, 'Pending', 'Tower frames') RETURNING id, auto_id`,
  );
  await ctx.driver.query(
    `INSERT INTO work_order_items (work_order_id, sr_no, product_type, channel_size, width, height, quantity, item_price)
     SELECT $1, r, 'Window Frame', '3x1', 120, 150, 2, 990 FROM generate_series(1, 200) AS r`,
    [big!.id],
  );
  await ctx.driver.query(
    `INSERT INTO production_items (sr_no, work_order_id, work_order_item_id, unit_no, next_work_type)
     SELECT $2 || '-' || i.sr_no || '-' || k, $1, i.id, k, 'Cutting' FROM work_order_items i CROSS JOIN generate_series(1, 2) AS k
     WHERE i.work_order_id = $1`,
    [big!.id, big!.auto_id],
  );
  ctx.state.bigWorkOrderId = big!.id;
  ctx.state.workSearch = `${Math.max(1, Math.floor(workOrderCount / 2))}-1-`;
  // What the server reads first for that search: the matching units (production-works-search's SQL uses them).
  const matching = await ctx.driver.query<{ id: number }>(`SELECT id FROM production_items WHERE sr_no LIKE $1`, [`${String(ctx.state.workSearch)}%`]);
  ctx.state.workSearchUnitIds = matching.map((row) => Number(row.id));
}

/**
 * The statements of a production items tab: the token lookup, the capped count (and the planner's estimate when the
 * count reaches the cap, as for COMPLETED) and one page with its joins.
 */
function itemsTabSql(ctx: BenchContext, status: string, offset: number, { aboveCap = false } = {}): SqlQuery[] {
  return [
    signedInSql(ctx.tokens.admin ?? ''),
    { text: `SELECT count(*) FROM (SELECT id FROM production_items WHERE status = $1 LIMIT 10001) c`, params: [status] },
    ...(aboveCap ? [{ text: `EXPLAIN (FORMAT JSON) SELECT id FROM production_items WHERE status = $1`, params: [status] }] : []),
    {
      text: `SELECT p.*, o.auto_id, o.customer_name, i.product_type, i.width, i.height, i.channel_size, i.sr_no AS item_sr_no, w.worker_id, a.full_name
             FROM production_items p JOIN work_orders o ON o.id = p.work_order_id JOIN work_order_items i ON i.id = p.work_order_item_id
             LEFT JOIN production_item_works w ON w.id = p.current_work_id LEFT JOIN accounts a ON a.id = w.worker_id
             WHERE p.status = $1 ORDER BY p.id DESC LIMIT 10 OFFSET $2`,
      params: [status, offset],
    },
  ];
}

/** The columns of a production work as the lists and details read them. */
const WORK_SELECT = `SELECT w.*, p.sr_no, p.status, p.current_work_id, p.next_work_type, o.auto_id, a.full_name
  FROM production_item_works w JOIN production_items p ON p.id = w.production_item_id
  JOIN work_orders o ON o.id = w.work_order_id JOIN accounts a ON a.id = w.worker_id`;

export const scenarios: Scenario[] = [
  {
    name: 'production-works-list',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/production/productionitemwork/?page=${1 + ctx.random.int(0, 20)}`,
    sql: [
      { text: `SELECT count(*) FROM (SELECT id FROM production_item_works LIMIT 10001) c` },
      {
        text: `SELECT w.*, p.sr_no, o.auto_id, a.full_name FROM production_item_works w JOIN production_items p ON p.id = w.production_item_id
               JOIN work_orders o ON o.id = w.work_order_id JOIN accounts a ON a.id = w.worker_id ORDER BY w.id DESC LIMIT 10 OFFSET 100`,
      },
    ],
    note: 'production-works-list: the works list (1M works at scale 1), pages 1-21; the count stops at 10,000 and answers an estimate',
  },
  {
    name: 'production-works-search',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/production/productionitemwork/?search=${encodeURIComponent(String(ctx.state.workSearch ?? '1-1-'))}`,
    sql: (ctx) => [
      signedInSql(ctx.tokens.admin ?? ''),
      { text: `SELECT id FROM production_items WHERE sr_no LIKE $1`, params: [`${String(ctx.state.workSearch ?? '1-1-')}%`] },
      { text: `SELECT id FROM accounts WHERE role = 'worker' AND full_name ILIKE $1`, params: [`%${String(ctx.state.workSearch ?? '1-1-')}%`] },
      {
        text: `SELECT count(*) FROM (SELECT id FROM production_item_works WHERE production_item_id = any($1::int[]) LIMIT 10001) c`,
        params: [(ctx.state.workSearchUnitIds as number[] | undefined) ?? []],
      },
      {
        text: `SELECT w.*, p.sr_no, o.auto_id, a.full_name FROM production_item_works w JOIN production_items p ON p.id = w.production_item_id
               JOIN work_orders o ON o.id = w.work_order_id JOIN accounts a ON a.id = w.worker_id
               WHERE w.production_item_id = any($1::int[]) ORDER BY w.id DESC LIMIT 10`,
        params: [(ctx.state.workSearchUnitIds as number[] | undefined) ?? []],
      },
    ],
    note: 'production-works-search: works searched by the start of a unit number (the matching units through the sr_no prefix index first, then their works by value)',
  },
  {
    name: 'production-items-pending-tab',
    method: 'GET',
    as: 'admin',
    path: '/production/productionitem/?status=Pending',
    sql: (ctx) => itemsTabSql(ctx, 'Pending', 0),
    note: 'production-items-pending-tab: the PENDING tab (status index), the Assign list of the shop floor',
  },
  {
    name: 'production-items-completed-tab',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/production/productionitem/?status=Completed&page=${1 + ctx.random.int(0, 20)}`,
    sql: (ctx) => itemsTabSql(ctx, 'Completed', 10 * ctx.random.int(0, 20), { aboveCap: true }),
    note: 'production-items-completed-tab: the COMPLETED tab (nearly every unit): a capped count plus one page',
  },
  {
    name: 'work-order-200-items',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/workorders/workorder/${String(ctx.state.bigWorkOrderId ?? 1)}/`,
    sql: (ctx) => {
      const id = ctx.state.bigWorkOrderId ?? 1;
      return [
        signedInSql(ctx.tokens.admin ?? ''),
        {
          text: `SELECT o.*, so.auto_id, a.full_name FROM work_orders o LEFT JOIN orders so ON so.id = o.order_id
                 LEFT JOIN dealers d ON d.id = o.dealer_id LEFT JOIN accounts a ON a.id = d.account_id WHERE o.id = $1 LIMIT 1`,
          params: [id],
        },
        {
          text: `SELECT *, width::float8 AS width, height::float8 AS height FROM work_order_items WHERE work_order_id = $1 ORDER BY sr_no`,
          params: [id],
        },
        {
          text: `SELECT id, work_order_item_id, sr_no, status, current_work, current_work_status, finished_date, note, next_work_type, defects
                 FROM production_items WHERE work_order_id = $1 ORDER BY work_order_item_id, unit_no`,
          params: [id],
        },
        { text: `SELECT w.*, a.full_name FROM production_item_works w JOIN accounts a ON a.id = w.worker_id WHERE w.work_order_id = $1 ORDER BY w.id`, params: [id] },
        { text: `SELECT * FROM work_order_images WHERE work_order_id = $1 ORDER BY id`, params: [id] },
      ];
    },
    note: 'work-order-200-items: one work order of 200 rows and 400 units with their works, read in a fixed number of statements',
  },
  {
    name: 'my-works',
    method: 'GET',
    as: 'worker',
    path: '/production/my-works/',
    sql: (ctx) => {
      const mine = `w.worker_id = (SELECT id FROM accounts WHERE username = 'worker') AND w.status <> 'Completed'`;
      return [
        signedInSql(ctx.tokens.worker ?? ''),
        { text: `SELECT count(*) FROM production_item_works w WHERE ${mine}` },
        { text: `${WORK_SELECT} WHERE ${mine} ORDER BY (w.status = 'In Progress') DESC, w.expected_date ASC NULLS LAST, w.id LIMIT 10` },
      ];
    },
    note: 'my-works: the demo worker\'s open works (partial index on open works per worker)',
  },
];
