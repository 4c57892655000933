import { cappedCountSql, signedInSql } from '../lib/sql';
import { insertSeries } from '../lib/generate';
import type { BenchContext, Scenario } from '../lib/types';
import { orderDetailReads } from '../../apps/server/src/modules/order/order-reads.service';
import { orderSchedule } from '../../apps/server/src/modules/schedule/order-schedule';

/**
 * Bench data and scenarios of orders (issue 5): at scale 1, 100k orders over ten years (all but the last weeks'
 * closed) with 500k order items, a Material addon each, schedule items and store supplies for the approved ones, and
 * one order of 300 items. Scenarios: the order list per tab with search, an order detail with many items, a calendar month, the store
 * supply list.
 */

/** Orders older than this are closed (Delivered, a few Canceled); the open work is the last weeks' orders. */
const OPEN_WINDOW_HOURS = 60 * 24;

/** The status of order g whose age in hours is `age`: closed when old, else the mix of a running shop. */
const statusSql = (age: string) => `CASE
  WHEN ${age} > ${OPEN_WINDOW_HOURS} THEN (CASE WHEN g % 100 < 95 THEN 'Delivered' ELSE 'Canceled' END)
  WHEN g % 100 < 84 THEN 'Delivered'
  WHEN g % 100 < 88 THEN 'Canceled'
  WHEN g % 100 < 92 THEN 'Shipped'
  WHEN g % 100 < 95 THEN 'Started'
  WHEN g % 100 < 97 THEN 'Approved'
  ELSE 'Pending' END::order_status`;

async function idRange(ctx: BenchContext, table: string): Promise<[number, number]> {
  const [row] = await ctx.driver.query<{ lo: number; hi: number }>(`SELECT min(id)::int AS lo, max(id)::int AS hi FROM ${table}`);
  return [Number(row?.lo ?? 0), Number(row?.hi ?? 0)];
}

export async function generate(ctx: BenchContext): Promise<void> {
  const [d0, d1] = await idRange(ctx, 'dealers');
  const [s0, s1] = await idRange(ctx, 'supervisors');
  const [p0, p1] = await idRange(ctx, 'products');
  if (!d0 || !s0 || !p0) {
    ctx.log('orders: no dealers, supervisors or products; skipped');
    return;
  }
  const nd = d1 - d0 + 1;
  const ns = s1 - s0 + 1;
  const np = p1 - p0 + 1;
  const orderCount = ctx.scaled(100_000, 2_000);
  const hours = ctx.spanDays * 24;
  const [, before] = await idRange(ctx, 'orders');
  // Hours before now of order g: evenly spread over the span, the last one newest.
  const age = `((${orderCount} - g)::bigint * ${hours} / ${orderCount})::int`;

  await insertSeries(
    ctx,
    'orders',
    orderCount,
    `INSERT INTO orders (dealer_id, status, customer_name, delivery_site, note, date_added, updated_at, delivered_at, start_date)
     SELECT dealer_id, status, customer_name, delivery_site, '', placed, placed,
       CASE WHEN status = 'Delivered' THEN least(placed + interval '20 days', now()) END, (placed + interval '1 day')::date
     FROM (
       SELECT ${d0} + (g * 7919) % ${nd} AS dealer_id, ${statusSql(age)} AS status,
         (ARRAY['Joseph','Anil','Fathima','Thomas','Lakshmi','Vinod','Sneha','Rahul'])[1 + g % 8] || ' ' || (ARRAY['Mathew','Kumar','Rasheed','Kurian','Menon','Nair','Pillai','Das'])[1 + (g / 8) % 8] AS customer_name,
         (ARRAY['Aluva','Kakkanad','Edappally','Thrissur','Perumbavoor','Angamaly'])[1 + g % 6] AS delivery_site,
         now() - make_interval(hours => ${age}) AS placed
       FROM generate_series($1::int, $2::int) AS g
     ) o`,
  );
  const [range] = await ctx.driver.query<{ lo: number; hi: number }>(
    `SELECT min(id)::int AS lo, max(id)::int AS hi FROM orders WHERE id > $1`,
    [before || 0],
  );
  const o0 = Number(range!.lo);
  const o1 = Number(range!.hi);

  // Five items an order; the last order gets 300 (the "order with many items" detail).
  await insertSeries(
    ctx,
    'order_items',
    (o1 - o0 + 1) * 5,
    `INSERT INTO order_items (order_id, product_id, quantity, material, unit_price, unit_cost)
     SELECT ${o0} + (g - 1) / 5, ${p0} + (g::bigint * 104729) % ${np}, 1 + g % 8, (ARRAY['GI','MS'])[1 + g % 2],
       1000 + (g % 50) * 25, 800 + (g % 50) * 20
     FROM generate_series($1::int, $2::int) AS g`,
  );
  await ctx.driver.query(
    `INSERT INTO order_items (order_id, product_id, quantity, material, unit_price, unit_cost)
     SELECT $1, ${p0} + g % ${np}, 1 + g % 5, 'GI', 1500, 1200 FROM generate_series(1, 295) AS g`,
    [o1],
  );
  await ctx.driver.query(
    `INSERT INTO order_item_addons (order_item_id, addon_name, description, quantity)
     SELECT id, 'Material', material, 1 FROM order_items WHERE order_id BETWEEN $1 AND $2`,
    [o0, o1],
  );
  await ctx.driver.query(
    `UPDATE orders o SET bill_amount = s.total
     FROM (SELECT order_id, sum(quantity * unit_price) AS total FROM order_items WHERE order_id BETWEEN $1 AND $2 GROUP BY order_id) s
     WHERE s.order_id = o.id`,
    [o0, o1],
  );

  // Schedule items (YEAR-N per year) and store supplies for the orders that were approved.
  await ctx.driver.query(
    `INSERT INTO schedule_items (year, number, auto_id, order_id, order_item_id, supervisor_id, product_id, quantity, cols,
       start_date, end_date, work_status, finished_at, created_at)
     SELECT y, n, y || '-' || n, order_id, id, ${s0} + id % ${ns}, product_id, quantity, quantity, sd, sd + (id % 4)::int,
       CASE WHEN status IN ('Shipped', 'Delivered') THEN 'Finished' ELSE 'Pending' END::schedule_work_status,
       CASE WHEN status IN ('Shipped', 'Delivered') THEN (sd + 4)::timestamptz END, sd::timestamptz
     FROM (
       SELECT i.id, i.order_id, i.product_id, i.quantity, o.status, o.start_date AS sd,
         extract(year FROM o.start_date)::int AS y,
         (coalesce((SELECT last_number FROM schedule_counters c WHERE c.year = extract(year FROM o.start_date)::int), 0)
           + row_number() OVER (PARTITION BY extract(year FROM o.start_date) ORDER BY i.id))::int AS n
       FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE o.id BETWEEN $1 AND $2 AND o.status IN ('Approved', 'Started', 'Shipped', 'Delivered')
     ) x`,
    [o0, o1],
  );
  await ctx.driver.query(
    `INSERT INTO schedule_counters (year, last_number) SELECT year, max(number) FROM schedule_items GROUP BY year
     ON CONFLICT (year) DO UPDATE SET last_number = excluded.last_number`,
  );
  await ctx.driver.query(
    `INSERT INTO store_supplies (auto_id, schedule_item_id, supervisor_id, status, provided_at)
     SELECT s.auto_id, s.id, s.supervisor_id,
       CASE WHEN o.status = 'Approved' THEN 'Not Provided' ELSE 'Provided' END::supply_status,
       CASE WHEN o.status = 'Approved' THEN NULL ELSE s.start_date::timestamptz END
     FROM schedule_items s JOIN orders o ON o.id = s.order_id
     WHERE s.order_id BETWEEN $1 AND $2`,
    [o0, o1],
  );
  // The raw materials (BOM x quantity) of the supplies still to provide, which the Not Provided tab lists.
  await ctx.driver.query(
    `INSERT INTO store_supply_items (supply_id, store_item_id, quantity)
     SELECT ss.id, b.store_item_id, b.quantity * s.quantity
     FROM store_supplies ss JOIN schedule_items s ON s.id = ss.schedule_item_id JOIN product_raw_materials b ON b.product_id = s.product_id
     WHERE s.order_id BETWEEN $1 AND $2 AND ss.status = 'Not Provided'`,
    [o0, o1],
  );
  ctx.state.bigOrderId = o1;
  ctx.state.orderRange = [o0, o1];
  // Last month: a whole month of the running shop (the data's density is the same at every scale).
  ctx.state.calendarMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  // The products the calendar reads by id after the month's items (its second statement).
  const monthItems = await ctx.driver.query<{ product_id: number }>(calendarItemsSql, [ctx.state.calendarMonth]);
  ctx.state.calendarProductIds = [...new Set(monthItems.map((row) => Number(row.product_id)))];
  const [dealerName] = await ctx.driver.query<{ name: string }>(
    `SELECT a.full_name AS name FROM dealers d JOIN accounts a ON a.id = d.account_id ORDER BY d.id LIMIT 1 OFFSET 3`,
  );
  ctx.state.dealerSearch = (dealerName?.name ?? 'a').split(' ')[0]!.slice(0, 5).toLowerCase();
  ctx.state.searchMatches = {
    kumar: await searchMatches(ctx, 'kumar'),
    [ctx.state.dealerSearch as string]: await searchMatches(ctx, ctx.state.dealerSearch as string),
  };
}

/** The admin calendar's month of schedule items, as calendarEvents reads them before their products. */
const calendarItemsSql = `SELECT s.id, s.auto_id, s.start_date, s.end_date, s.product_id, s.quantity, a.full_name
  FROM schedule_items s JOIN supervisors sv ON sv.id = s.supervisor_id JOIN accounts a ON a.id = sv.account_id
  WHERE daterange(s.start_date, s.end_date, '[]') && daterange(($1 || '-01')::date, (($1 || '-01')::date + interval '1 month' - interval '1 day')::date, '[]')
  ORDER BY s.start_date, s.id LIMIT 2000`;

type SearchMatches = { dealerIds: number[]; names: string[] };

/** What the server reads first for a search (orders' searchArms): the dealers whose names match, and the customer names. */
async function searchMatches(ctx: BenchContext, term: string): Promise<SearchMatches> {
  const [dealerIds, names] = searchFirstSql(term).map((first) => ctx.driver.query<Record<string, unknown>>(first.text, first.params));
  return { dealerIds: (await dealerIds!).map((row) => Number(row.id)), names: (await names!).map((row) => String(row.name)) };
}

function searchFirstSql(term: string) {
  return [
    { text: `SELECT d.id FROM dealers d JOIN accounts a ON a.id = d.account_id WHERE a.full_name ILIKE $1`, params: [`%${term}%`] },
    { text: `SELECT name FROM order_customer_names WHERE name ILIKE $1`, params: [`%${term}%`] },
  ];
}

const ORDER_COLUMNS = `o.id, o.auto_id, o.dealer_id, a.full_name, a.phone, o.status, o.start_date, o.end_date, o.date_added, o.customer_name,
  o.delivery_site, o.note, o.bill_amount FROM orders o JOIN dealers d ON d.id = o.dealer_id JOIN accounts a ON a.id = d.account_id`;

/**
 * An order search as the server runs it: the token lookup, the matching dealers' ids and customer names, then the
 * orders by value, counted as disjoint arms from indexes alone (lib/paginate.ts disjointArms), and the first page.
 */
function searchSql(ctx: BenchContext, term: string, status: string | null) {
  const { dealerIds, names } = (ctx.state.searchMatches as Record<string, SearchMatches> | undefined)?.[term] ?? { dealerIds: [], names: [] };
  const inStatus = status ? ` AND o.status = '${status}'` : '';
  const params = [dealerIds, names];
  return [
    signedInSql(ctx.tokens.admin ?? ''),
    ...searchFirstSql(term),
    {
      text: cappedCountSql(
        `(SELECT o.id FROM orders o WHERE o.dealer_id = any($1::int[])${inStatus}) UNION ALL ` +
          `(SELECT o.id FROM orders o WHERE o.customer_name = any($2::text[])${inStatus} AND (o.dealer_id = any($1::int[])) IS NOT TRUE)`,
      ),
      params,
    },
    { text: `SELECT ${ORDER_COLUMNS} WHERE (o.dealer_id = any($1::int[]) OR o.customer_name = any($2::text[]))${inStatus} ORDER BY o.id DESC LIMIT 10`, params },
  ];
}

/**
 * A page of one status tab: the token lookup, the planner's estimate of the tab (its count above 20,000 matches; the
 * count stops at 10,001 below that) and the page.
 */
function tabSql(ctx: BenchContext, status: string, offset: number) {
  return [
    signedInSql(ctx.tokens.admin ?? ''),
    { text: `EXPLAIN (FORMAT JSON) SELECT o.id FROM orders o WHERE o.status = '${status}'` },
    { text: `SELECT ${ORDER_COLUMNS} WHERE o.status = '${status}' ORDER BY o.id DESC LIMIT 10 OFFSET ${offset}` },
  ];
}

export const scenarios: Scenario[] = [
  {
    name: 'orders-csv',
    group: 'export',
    method: 'GET',
    as: 'admin',
    path: '/order/order/?format=csv',
    once: true,
    note: 'orders-csv: Export CSV of every order (100k at scale 1), streamed in batches; timed alone to the last byte',
  },
  {
    name: 'orders-tab',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/order/order/?status=Delivered&page=${1 + ctx.random.int(0, 50)}`,
    sql: (ctx) => tabSql(ctx, 'Delivered', 200),
    note: "orders-tab: a page of the Delivered tab (84% of all orders: above 20,000 the planner's estimate is the count), pages 1-51",
  },
  {
    name: 'orders-tab-search',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/order/order/?status=${ctx.random.pick(['Pending', 'Started', 'Approved', 'Shipped'])}&search=${String(ctx.state.dealerSearch ?? 'a')}`,
    sql: (ctx) => searchSql(ctx, String(ctx.state.dealerSearch ?? 'a'), 'Pending'),
    note: 'orders-tab-search: a small tab searched by a dealer name fragment (the matching dealers and customer names first, then the orders by value)',
  },
  {
    name: 'orders-history-search',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/order/order/?search=${encodeURIComponent(ctx.random.pick(['kumar', 'menon', 'joseph mathew', 'aluva']))}`,
    sql: (ctx) => searchSql(ctx, 'kumar', null),
    note: 'orders-history-search: Order History (every status) searched by dealer or customer text (the matching dealers first, then the orders by value)',
  },
  {
    name: 'order-detail-many-items',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/order/order/${String(ctx.state.bigOrderId ?? 1)}/`,
    sql: (ctx) => {
      const reads = orderDetailReads(ctx.db, Number(ctx.state.bigOrderId ?? 1), orderSchedule);
      return [
        signedInSql(ctx.tokens.admin ?? ''),
        ...[reads.head, reads.items, reads.addons, reads.schedule].map((read) => {
          const { sql, params } = read.toSQL();
          return { text: sql, params };
        }),
      ];
    },
    note: "order-detail-many-items: one order of 300 items with addons and schedule items (the service's own statements)",
  },
  {
    name: 'calendar-month',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/supervisor/calender-data/?date=${String(ctx.state.calendarMonth)}`,
    sql: (ctx) => [
      signedInSql(ctx.tokens.admin ?? ''),
      { text: calendarItemsSql, params: [ctx.state.calendarMonth] },
      { text: `SELECT id, name, serial_number FROM products WHERE id = any($1::int[])`, params: [ctx.state.calendarProductIds ?? []] },
    ],
    note: "calendar-month: every schedule item overlapping one month (GiST index on the item span), then their products by id",
  },
  {
    name: 'calendar-month-own',
    method: 'GET',
    as: 'supervisor',
    group: 'supervisor-dashboard',
    path: (ctx) => `/supervisor/calender-data/?date=${String(ctx.state.calendarMonth)}`,
    note: "calendar-month-own: the supervisor dashboard's calendar, the same month scoped to the demo supervisor's own items",
  },
  {
    name: 'store-supply-not-provided',
    method: 'GET',
    as: 'storemanager',
    path: '/store/storemanagerview/?status=not%20provided',
    sql: [
      { text: cappedCountSql(`SELECT id FROM store_supplies WHERE status = 'Not Provided'`) },
      {
        text: `SELECT ss.id, ss.auto_id, a.full_name, ss.supervisor_id, p.name, s.product_id, s.quantity, s.order_id, s.start_date, ss.status,
                 s.work_status, ss.provided_at
               FROM store_supplies ss JOIN schedule_items s ON s.id = ss.schedule_item_id JOIN products p ON p.id = s.product_id
               JOIN supervisors sv ON sv.id = ss.supervisor_id JOIN accounts a ON a.id = sv.account_id
               WHERE ss.status = 'Not Provided' ORDER BY ss.id DESC LIMIT 10`,
      },
      {
        text: `SELECT i.supply_id, i.store_item_id, si.name, si.unit_type, i.quantity FROM store_supply_items i JOIN store_items si ON si.id = i.store_item_id
               WHERE i.supply_id IN (SELECT id FROM store_supplies WHERE status = 'Not Provided' ORDER BY id DESC LIMIT 10) ORDER BY i.id`,
      },
    ],
    note: 'store-supply-not-provided: the Not Provided tab with raw materials of the page',
  },
];
