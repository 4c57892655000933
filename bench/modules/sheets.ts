import { cappedCountSql } from '../lib/sql';
import { SHEET_THICKNESSES, SHEET_WIDTHS, sheetSqft, sheetUnitKg } from '@steelworks/contract/sheet';
import { insertRows, insertSeries } from '../lib/generate';
import type { BenchContext, Scenario } from '../lib/types';

/** Lengths (mm) stocked per thickness and width: 4 x 5 x 4 = 80 sheets. */
const LENGTHS = [2440, 2500, 3000, 3660];
const ITEMS_PER_ORDER = 5;
const JOBS = ['Door frames', 'Window frames', 'Shutters', 'Grill panels', 'Gate panels', 'Louvers', 'Cabinet doors', 'Site repairs'];
/** What a store manager types into the search box: a job word, matching about one order in eight. */
const SEARCH_WORDS = ['shutters', 'louvers', 'grill', 'cabinet'];
/** The weight report's range: the last twelve months (one year is the span of the data at scale 0.1). */
const REPORT_TO = new Date().toISOString().slice(0, 10);
const REPORT_FROM = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);

/**
 * Ten years of sheet orders: 200k order items at scale 1 (5 per order, so 40k orders), dates spread evenly over the
 * span up to today, a quarter of them additions, a third of the deductions by the sheet users in turn. Stock is set high
 * enough that no sheet is negative; the totals of each order are computed from its items, as the service keeps them.
 */
export async function generate(ctx: BenchContext): Promise<void> {
  const sheetRows = SHEET_THICKNESSES.flatMap((thick) =>
    SHEET_WIDTHS.flatMap((width) =>
      LENGTHS.map((length) => [`CR ${thick} x ${width} x ${length}`, thick, width, length, sheetSqft(width, length), sheetUnitKg(thick, width, length), 100_000]),
    ),
  );
  const sheetIds = (await insertRows(ctx, 'sheets', ['name', 'thick', 'width', 'height', 'sqft', 'unit_kg', 'quantity'], sheetRows, {
    returning: 'id',
  })) as number[];
  const firstSheet = Math.min(...sheetIds.map(Number));
  const [store] = await ctx.driver.query<{ id: number }>(`select id from accounts where username = 'store'`);
  // The sheet users share the cutting (the demo user 'sheets' among them), as a team that grows with the business.
  const sheetUsers = (await ctx.driver.query<{ id: number }>(`select id from accounts where role = 'sheet_user' order by id`)).map((a) => Number(a.id));
  const orders = ctx.scaled(200_000 / ITEMS_PER_ORDER);
  const [before] = await ctx.driver.query<{ max: number | null }>(`select max(id) as max from sheet_orders`);
  const firstOrder = Number(before?.max ?? 0) + 1;
  await insertSeries(
    ctx,
    'sheet_orders',
    orders,
    `INSERT INTO sheet_orders (title, date, gsm, order_type, is_delivered, created_by)
     SELECT CASE WHEN g % 4 = 0 THEN 'Supplier lot ' || g
                 ELSE (ARRAY[${JOBS.map((j) => `'${j}'`).join(', ')}])[1 + g % ${JOBS.length}] || ' batch ' || g END,
            current_date - ((${orders} - g)::bigint * ${ctx.spanDays} / ${orders})::int,
            (ARRAY[80, 120, 275])[1 + g % 3],
            (CASE WHEN g % 4 = 0 THEN 'addition' ELSE 'deduction' END)::sheet_order_type,
            g < ${orders} - 20,
            CASE WHEN g % 4 <> 0 AND g % 3 = 0 THEN (ARRAY[${sheetUsers.join(', ')}])[1 + (g / 3) % ${sheetUsers.length}] ELSE ${Number(store!.id)} END
     FROM generate_series($1::int, $2::int) AS g`,
    20_000,
  );
  await insertSeries(
    ctx,
    'sheet_order_items',
    orders * ITEMS_PER_ORDER,
    `INSERT INTO sheet_order_items (order_id, sheet_id, name, thick, width, height, sqft, unit_kg, quantity, weight)
     SELECT ${firstOrder} + (g - 1) / ${ITEMS_PER_ORDER}, s.id, s.name, s.thick, s.width, s.height, s.sqft, s.unit_kg,
            1 + g % 17, (1 + g % 17) * s.unit_kg
     FROM generate_series($1::int, $2::int) AS g
     JOIN sheets s ON s.id = ${firstSheet} + (((g - 1) / ${ITEMS_PER_ORDER}) * 7 + (g - 1) % ${ITEMS_PER_ORDER}) % ${sheetIds.length}`,
  );
  await ctx.driver.query(
    `UPDATE sheet_orders o SET total_weight = t.weight, total_quantity = t.quantity
     FROM (SELECT order_id, sum(weight) AS weight, sum(quantity) AS quantity FROM sheet_order_items GROUP BY order_id) t
     WHERE t.order_id = o.id`,
  );
  ctx.state.sheetOrderPages = Math.max(1, Math.floor((orders * 3) / 4 / 10));
}

const orderColumns =
  `"sheet_orders"."id", "sheet_orders"."auto_id", "sheet_orders"."title", "sheet_orders"."date", "sheet_orders"."gsm", ` +
  `"sheet_orders"."order_type", "sheet_orders"."is_delivered", "sheet_orders"."total_weight", "sheet_orders"."total_quantity", ` +
  `"sheet_orders"."created_by", "accounts"."full_name", ` +
  `to_char("sheet_orders"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The count and the page query of listSheetOrders, as drizzle writes them. Without a search the count asks the
 * planner first (`planned`) and counts (`counted`) only when it expects at most 20,000 matches.
 */
function orderListSql(where: string, params: unknown[], offset: number, count: { planned: boolean; counted: boolean }) {
  const n = params.length;
  const matches = `select "sheet_orders"."id" from "sheet_orders" where ${where}`;
  return [
    ...(count.planned ? [{ text: `explain (format json) ${matches}`, params }] : []),
    ...(count.counted ? [{ text: cappedCountSql(matches), params }] : []),
    {
      text:
        `select ${orderColumns} from "sheet_orders" inner join "accounts" on "accounts"."id" = "sheet_orders"."created_by" ` +
        `where ${where} order by "sheet_orders"."date" desc, "sheet_orders"."id" desc limit $${n + 1} offset $${n + 2}`,
      params: [...params, 10, offset],
    },
  ];
}

const pages = (ctx: BenchContext) => Number(ctx.state.sheetOrderPages ?? 1);
const byType = `("sheet_orders"."deleted_at" is null and "sheet_orders"."order_type" = $1)`;
const bySearch = `("sheet_orders"."deleted_at" is null and "sheet_orders"."order_type" = $1 and ("sheet_orders"."title_search" like lower($2)))`;
const byCreator = `("sheet_orders"."deleted_at" is null and "sheet_orders"."created_by" = (select id from accounts where username = 'sheets'))`;

export const scenarios: Scenario[] = [
  {
    name: 'sheet-orders-list',
    method: 'GET',
    path: (ctx) => `/sheet/sheet_order/?order_type=deduction&page=${ctx.random.int(1, Math.min(50, pages(ctx)))}`,
    as: 'storemanager',
    sql: (ctx) => orderListSql(byType, ['deduction'], 10 * (ctx.random.int(1, Math.min(50, pages(ctx))) - 1), { planned: true, counted: false }),
    note: "sheet-orders-list: the Deduction tab, pages 1-50 (three quarters of all orders match: above 20,000 the planner's estimate is the count).",
  },
  {
    name: 'sheet-orders-search',
    method: 'GET',
    path: (ctx) => `/sheet/sheet_order/?search=${ctx.random.pick(SEARCH_WORDS)}&order_type=deduction&page=2`,
    as: 'storemanager',
    sql: (ctx) => orderListSql(bySearch, ['deduction', `%${ctx.random.pick(SEARCH_WORDS)}%`], 10, { planned: false, counted: true }),
    note: 'sheet-orders-search: a job word (about 1 order in 8) within the Deduction tab, page 2 (trigram index on the lower-cased title).',
  },
  {
    name: 'sheet-orders-own',
    method: 'GET',
    path: '/sheet/sheet_order/?page=3',
    as: 'sheet_user',
    sql: orderListSql(byCreator, [], 20, { planned: true, counted: true }),
    note: 'sheet-orders-own: the demo sheet user lists its own orders (its turn of a quarter of all), page 3.',
  },
  {
    name: 'sheet-weight-report-year',
    method: 'GET',
    path: `/sheet/sheet_orders_total_weight/?from=${REPORT_FROM}&to=${REPORT_TO}`,
    as: 'admin',
    sql: [
      {
        text:
          `select "order_type", count(*), coalesce(sum("total_quantity"), 0)::bigint::text, ` +
          `coalesce(sum("total_weight"), 0)::numeric(20,2)::text from "sheet_orders" ` +
          `where ("sheet_orders"."deleted_at" is null and "sheet_orders"."date" >= $1 and "sheet_orders"."date" <= $2) ` +
          `group by "sheet_orders"."order_type"`,
        params: [REPORT_FROM, REPORT_TO],
      },
    ],
    note: `sheet-weight-report-year: weight moved in the last twelve months by order type (from each order's kept totals).`,
  },
  {
    name: 'sheet-list-filtered',
    method: 'GET',
    path: '/sheet/sheet/?thick=1.20&width=1250',
    as: 'sheet_user',
    sql: [
      { text: `select count(*) from "sheets" where ("sheets"."deleted_at" is null and "sheets"."thick" = $1 and "sheets"."width" = $2)`, params: ['1.20', 1250] },
      {
        text:
          `select * from "sheets" where ("sheets"."deleted_at" is null and "sheets"."thick" = $1 and "sheets"."width" = $2) ` +
          `order by "sheets"."thick" asc, "sheets"."width" asc, "sheets"."height" asc, "sheets"."name" asc, "sheets"."id" asc limit $3 offset $4`,
        params: ['1.20', 1250, 10, 0],
      },
    ],
    note: 'sheet-list-filtered: the order form picker / sheet list for one thickness and width.',
  },
];
