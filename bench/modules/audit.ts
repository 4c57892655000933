import { AUDIT_COUNT_CAP } from '@steelworks/contract/audit';
import { insertSeries } from '../lib/generate';
import type { BenchContext, Scenario } from '../lib/types';

/** What ten years of changes touch, roughly in proportion: orders and stock move most. */
const ENTITIES = ['order', 'order', 'order', 'store_item', 'store_item', 'sheet', 'sheet_order', 'supervisor', 'daily_work', 'product', 'dealer', 'account'];
const ACTIONS: Record<string, string> = {
  order: 'status',
  store_item: 'stock',
  sheet: 'stock',
  sheet_order: 'create',
  supervisor: 'money',
  daily_work: 'create',
  product: 'update',
  dealer: 'update',
  account: 'update',
};
/** Records per kind: changes of one record cluster on a few thousand ids (an order is changed about five times). */
const IDS_PER_KIND = 100_000;

/**
 * The audit log at ten-year scale: 5M rows at scale 1 (50k per 1%), spread evenly over the span up to now, written by
 * the demo accounts, about a dozen kinds of record. Each row carries a small `changes` object as the services write it.
 */
export async function generate(ctx: BenchContext): Promise<void> {
  const total = ctx.scaled(5_000_000);
  const accounts = await ctx.driver.query<{ id: number }>(`select id from accounts where username in ('admin', 'manager', 'store', 'sheets', 'qc') order by id`);
  const accountIds = accounts.map((a) => Number(a.id));
  const [manager] = await ctx.driver.query<{ id: number }>(`select id from accounts where username = 'manager'`);
  ctx.state.managerId = Number(manager?.id);
  await insertSeries(
    ctx,
    'audit_log',
    total,
    `INSERT INTO audit_log (at, account_id, address, entity, entity_id, action, changes, note)
     SELECT now() - make_interval(secs => (${total} - g)::double precision * ${(ctx.spanDays * 24 * 3600) / Math.max(1, total)}),
            (ARRAY[${accountIds.join(', ')}])[1 + g % ${accountIds.length}],
            '10.0.' || (g % 50) || '.' || (g % 200),
            (ARRAY[${ENTITIES.map((e) => `'${e}'`).join(', ')}])[1 + g % ${ENTITIES.length}],
            1 + (g::bigint * 7919) % ${IDS_PER_KIND},
            (ARRAY[${ENTITIES.map((e) => `'${ACTIONS[e]}'`).join(', ')}])[1 + g % ${ENTITIES.length}],
            jsonb_build_object('status', jsonb_build_object('before', 'Pending', 'after', 'Approved')),
            CASE WHEN g % 3 = 0 THEN 'Store supply ' || g ELSE '' END
     FROM generate_series($1::int, $2::int) AS g`,
  );
}

const entryColumns = `"audit_log"."id", "audit_log"."at", "audit_log"."account_id", "audit_log"."address", "audit_log"."entity", "audit_log"."entity_id", "audit_log"."action", "audit_log"."changes", "audit_log"."note", "accounts"."username", "accounts"."full_name"`;

/** The count (stopping at the cap) and the page query of listAudit, as drizzle writes them, for a WHERE clause. */
function auditSql(where: string, params: unknown[], offset: number) {
  const n = params.length;
  return [
    { text: `select count(*) from (select 1 from "audit_log" where ${where} limit $${n + 1}) "matches"`, params: [...params, AUDIT_COUNT_CAP] },
    {
      text:
        `select ${entryColumns} from "audit_log" left join "accounts" on "accounts"."id" = "audit_log"."account_id" ` +
        `where ${where} order by "audit_log"."at" desc, "audit_log"."id" desc limit $${n + 1} offset $${n + 2}`,
      params: [...params, 10, offset],
    },
  ];
}

/** A week somewhere in the data's span, in the business time zone (the screen's From and To). */
function week(ctx: BenchContext): { from: string; to: string } {
  const start = new Date(Date.now() - ctx.random.int(8, Math.max(8, ctx.spanDays - 1)) * 24 * 3600 * 1000);
  const end = new Date(start.getTime() + 6 * 24 * 3600 * 1000);
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

const TZ_FROM = `"audit_log"."at" >= ($1::date)::timestamp at time zone 'Asia/Kolkata'`;
const TZ_TO = (n: number) => `"audit_log"."at" < ($${n}::date + 1)::timestamp at time zone 'Asia/Kolkata'`;

export const scenarios: Scenario[] = [
  {
    name: 'audit-history',
    method: 'GET',
    path: (ctx) => `/audit/log/?entity=order&entity_id=${1 + ctx.random.int(0, IDS_PER_KIND - 1)}`,
    as: 'admin',
    sql: (ctx) => auditSql(`("audit_log"."entity" = $1 and "audit_log"."entity_id" = $2)`, ['order', 1 + ctx.random.int(0, IDS_PER_KIND - 1)], 0),
    note: 'audit-history: the History panel of one order (a few rows of millions), through (entity, entity_id, at, id).',
  },
  {
    name: 'audit-list',
    method: 'GET',
    path: (ctx) => `/audit/log/?page=${ctx.random.int(1, 20)}`,
    as: 'admin',
    sql: (ctx) => auditSql('true', [], (ctx.random.int(1, 20) - 1) * 10),
    note: `audit-list: the whole log newest first, pages 1-20; the count stops at ${AUDIT_COUNT_CAP}.`,
  },
  {
    name: 'audit-user',
    method: 'GET',
    path: (ctx) => `/audit/log/?user=${ctx.random.pick(['manager', 'store', 'sheets'])}&page=${ctx.random.int(1, 5)}`,
    as: 'admin',
    sql: (ctx) => [
      { text: `select "id" from "accounts" where lower("accounts"."username") = lower($1) limit $2`, params: ['manager', 1] },
      ...auditSql(`"audit_log"."account_id" = $1`, [Number(ctx.state.managerId)], (ctx.random.int(1, 5) - 1) * 10),
    ],
    note: "audit-user: one person's changes (a fifth of the log), pages 1-5, through (account_id, at, id).",
  },
  {
    name: 'audit-range',
    method: 'GET',
    path: (ctx) => {
      const { from, to } = week(ctx);
      return `/audit/log/?from=${from}&to=${to}&entity=store_item`;
    },
    as: 'admin',
    sql: (ctx) => {
      const { from, to } = week(ctx);
      return auditSql(`("audit_log"."entity" = $3 and ${TZ_FROM} and ${TZ_TO(2)})`, [from, to, 'store_item'], 0);
    },
    note: 'audit-range: one kind of record in one week of the span, through (entity, at, id).',
  },
];
