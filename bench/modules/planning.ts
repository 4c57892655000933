import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { orderNumbersSql, purchaseListSql, readinessSql } from '../../apps/server/src/modules/planning/planning.service';
import { signedInSql } from '../lib/sql';
import type { BenchContext, Scenario, SqlQuery } from '../lib/types';

/**
 * Scenarios of planning (issue 16) over the data of the other modules: the open supplies are the Not Provided ones
 * of the Approved orders (2% of all orders, so about 2,000 orders' supplies at scale 1 out of 465k), the Pending
 * orders feed the purchase list, and the schedule days feed the promise and the capacity outlook. No data of its own:
 * the generator only picks products for the promise requests.
 */
export async function generate(ctx: BenchContext): Promise<void> {
  const rows = await ctx.driver.query<{ id: number }>(`SELECT id FROM products WHERE deleted_at IS NULL ORDER BY id LIMIT 20`);
  ctx.state.promiseProducts = rows.map((row) => Number(row.id));
  // The orders the purchase list's first page names, whose numbers the request reads after the list.
  const { text, params } = statement(purchaseListSql({ search: '' }));
  const named = await ctx.driver.query<{ id: number }>(`select distinct unnest(order_ids) as id from (${text} limit 10) page`, params);
  ctx.state.purchaseOrderIds = named.map((row) => Number(row.id));
}

/** A statement of the planning service as the driver runs it. */
function statement(query: SQL): SqlQuery {
  const { sql, params } = new PgDialect().sqlToQuery(query);
  return { text: sql, params };
}

const SORTS = ['-shortage', '-cost', 'name'] as const;
const products = (ctx: BenchContext) => (ctx.state.promiseProducts as number[] | undefined) ?? [1];

export const scenarios: Scenario[] = [
  {
    name: 'planning-readiness',
    group: 'planning',
    method: 'GET',
    as: 'storemanager',
    path: (ctx) => `/planning/readiness/?page=${1 + ctx.random.int(0, 4)}`,
    sql: (ctx) => [signedInSql(ctx.tokens.storemanager ?? ''), statement(readinessSql({ search: '' }))],
    note: 'planning-readiness: Ready to Provide, pages 1-5: every open supply judged in queue order (a running sum per store item over the open supplies only), read once for the count and the page',
  },
  {
    name: 'planning-readiness-ready',
    group: 'planning',
    method: 'GET',
    as: 'storemanager',
    path: '/planning/readiness/?state=Ready',
    sql: (ctx) => [signedInSql(ctx.tokens.storemanager ?? ''), statement(readinessSql({ state: 'Ready', search: '' }))],
    note: 'planning-readiness-ready: the Ready filter (what Provide All Ready would provide)',
  },
  {
    name: 'planning-purchase-list',
    group: 'planning',
    method: 'GET',
    as: 'storemanager',
    path: (ctx) => `/planning/purchase-list/?sort=${ctx.random.pick(SORTS)}`,
    sql: (ctx) => [
      signedInSql(ctx.tokens.storemanager ?? ''),
      statement(purchaseListSql({ sort: ctx.random.pick(SORTS), search: '' })),
      statement(orderNumbersSql((ctx.state.purchaseOrderIds as number[] | undefined) ?? [])),
    ],
    note: 'planning-purchase-list: open supply lines plus Pending orders\' bill of materials per store item, against stock, read once for the count and the page',
  },
  {
    name: 'order-promise',
    group: 'planning',
    method: 'POST',
    as: 'dealer',
    path: '/order/promise/',
    body: (ctx: BenchContext) => ({ orderitem: [{ product: ctx.random.pick(products(ctx)), quantity: 1 + ctx.random.int(0, 20) }] }),
    note: 'order-promise: the promise date of a one-item order (free stock, then the placement dry run over the booked days from today)',
  },
  {
    name: 'capacity-outlook',
    group: 'planning',
    method: 'GET',
    as: 'admin',
    path: '/planning/capacity-outlook/',
    note: 'capacity-outlook: columns booked per supervisor per week for the next 8 weeks (the day index over 56 days)',
  },
];
