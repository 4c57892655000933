import { cappedCountSql, signedInSql } from '../lib/sql';
import { DESIGNATIONS } from '../../apps/server/src/modules/staff/staff.seed';
import { insertAccounts, insertRows, insertSeries } from '../lib/generate';
import type { BenchContext, Scenario } from '../lib/types';

/**
 * People at the ten-year size of docs/product/lists-and-counts.md#the-scale-we-design-for: 300 staff accounts (mostly workers, with their trades), 200 dealers and
 * customers, 30 supervisors and 1M balance-ledger rows spread over them.
 */
const LOCATIONS = ['Kochi', 'Thrissur', 'Kozhikode', 'Kannur', 'Kollam', 'Kottayam', 'Palakkad', 'Aluva', 'Pune', 'Chennai'];
/** Last names insertAccounts gives (1 in 11 accounts each): what an admin types in the dealer search. */
const SEARCH_TERMS = ['nair', 'pillai', 'menon', 'kumar', 'sharma', 'iyer', 'khan', 'reddy'];
const LEDGER_AMOUNT = 150;

export async function generate(ctx: BenchContext): Promise<void> {
  const staff = ctx.scaled(300, 5);
  await insertAccounts(ctx, 'storemanager', Math.max(1, Math.round(staff * 0.1)), 'bench_store');
  await insertAccounts(ctx, 'qualitychecker', Math.max(1, Math.round(staff * 0.1)), 'bench_qc');
  await insertAccounts(ctx, 'productionmanager', Math.max(1, Math.round(staff * 0.05)), 'bench_pm');
  await insertAccounts(ctx, 'sheet_user', Math.max(1, Math.round(staff * 0.05)), 'bench_sheets');
  const workers = await insertAccounts(ctx, 'worker', Math.max(1, Math.round(staff * 0.7)), 'bench_worker');
  const designationIds = (await insertRows(ctx, 'designations', ['role'], DESIGNATIONS.map((d) => [d]), { returning: 'id' })).map(Number);
  await insertRows(
    ctx,
    'worker_designations',
    ['account_id', 'designation_id'],
    workers.flatMap((id, i) => {
      const first = designationIds[i % designationIds.length]!;
      const second = designationIds[(i + 3) % designationIds.length]!;
      return i % 2 ? [[id, first], [id, second]] : [[id, first]];
    }),
  );

  const dealerAccounts = await insertAccounts(ctx, 'dealer', ctx.scaled(200, 12), 'bench_dealer');
  await insertRows(
    ctx,
    'dealers',
    ['account_id', 'location', 'profit', 'is_customer'],
    dealerAccounts.map((id, i) => [id, LOCATIONS[i % LOCATIONS.length], String(1 + (i % 15)), i % 6 === 5]),
  );

  // The ledger: every row a credit of 150.00, so row k of a supervisor has a balance of (k + 1) x 150.00 and the
  // supervisor's balance is the sum of its rows, as the real ledger keeps it.
  const supervisorAccounts = await insertAccounts(ctx, 'supervisor', ctx.scaled(30, 3), 'bench_sup');
  const supervisorIds = (
    await insertRows(ctx, 'supervisors', ['account_id', 'cols_per_day', 'cost_per_col'], supervisorAccounts.map((id) => [id, 12, '150.00']), {
      returning: 'id',
    })
  ).map(Number);
  const total = ctx.scaled(1_000_000, 1000);
  const n = supervisorIds.length;
  const firstSupervisor = Math.min(...supervisorIds);
  await insertSeries(
    ctx,
    'balance_transactions',
    total,
    `INSERT INTO balance_transactions (supervisor_id, seq, date_added, transaction_type, transaction_amount, balance, title)
     SELECT ${firstSupervisor} + (g % ${n}), g / ${n} + 1, now() - make_interval(secs => (${total} - g) * ${Math.floor((ctx.spanDays * 86400) / total)}),
            'credit', ${LEDGER_AMOUNT}, (g / ${n} + 1) * ${LEDGER_AMOUNT},
            'Daily work ' || to_char(now() - make_interval(secs => (${total} - g) * ${Math.floor((ctx.spanDays * 86400) / total)}), 'DD-MM-YYYY') || ': 1 cols'
     FROM generate_series($1::int - 1, $2::int - 1) AS g`,
  );
  await ctx.driver.query(
    `UPDATE supervisors s SET balance = t.total, ledger_entries = t.entries FROM (
       SELECT supervisor_id, sum(transaction_amount) AS total, count(*) AS entries FROM balance_transactions GROUP BY supervisor_id) t
     WHERE t.supervisor_id = s.id`,
  );
  ctx.state.supervisorIds = supervisorIds;
  ctx.state.ledgerPages = Math.ceil(total / n / 10);
  // What dealer-search's server reads first for each term: the matching dealer accounts.
  const accountIds: Record<string, number[]> = {};
  for (const term of SEARCH_TERMS) {
    const rows = await ctx.driver.query<{ id: number }>(`select "id" from "accounts" where ${accountFilter}`, [`%${term}%`]);
    accountIds[term] = rows.map((row) => Number(row.id));
  }
  ctx.state.dealerAccountIds = accountIds;
}

/** listDealers' search: the matching dealer accounts first (their trigram indexes), then the dealers by value. */
const accountFilter =
  `"accounts"."role" = 'dealer' and ("accounts"."full_name" ilike $1 or "accounts"."username" ilike $1 or ` +
  `"accounts"."phone" ilike $1 or "accounts"."email" ilike $1)`;
const dealerFilter = `"accounts"."active" = true and ("dealers"."account_id" = any($2::int[]) or "dealers"."location" ilike $1)`;

function dealerSql(ctx: BenchContext, term: string) {
  const pattern = `%${term}%`;
  const accountIds = (ctx.state.dealerAccountIds as Record<string, number[]> | undefined)?.[term] ?? [];
  return [
    signedInSql(ctx.tokens.admin ?? ''),
    { text: `select "id" from "accounts" where ${accountFilter}`, params: [pattern] },
    {
      text: `select count(*) from "dealers" inner join "accounts" on "accounts"."id" = "dealers"."account_id" where ${dealerFilter}`,
      params: [pattern, accountIds],
    },
    {
      text:
        `select "dealers"."id", "dealers"."account_id", "dealers"."location", "dealers"."profit", "dealers"."is_customer", ` +
        `"accounts"."username", "accounts"."email", "accounts"."phone", "accounts"."full_name", "accounts"."role" ` +
        `from "dealers" inner join "accounts" on "accounts"."id" = "dealers"."account_id" where ${dealerFilter} ` +
        `order by "dealers"."id" desc limit $3 offset $4`,
      params: [pattern, accountIds, 10, 0],
    },
  ];
}

function pickSupervisor(ctx: BenchContext): number {
  const ids = (ctx.state.supervisorIds as number[] | undefined) ?? [1];
  return ids[ctx.random.int(0, ids.length - 1)]!;
}

/** A page of a supervisor's ledger: mostly the first pages (what people open), sometimes one deep in the history. */
function pickLedgerPage(ctx: BenchContext): number {
  const pages = (ctx.state.ledgerPages as number | undefined) ?? 1;
  return ctx.random.int(0, 3) === 0 ? ctx.random.int(1, pages) : ctx.random.int(1, Math.min(pages, 5));
}

function supervisorDetailSql(id: number, page: number) {
  return [
    {
      text:
        `select "supervisors"."id", "supervisors"."account_id", "supervisors"."cols_per_day", "supervisors"."cost_per_col", ` +
        `"supervisors"."balance", "accounts"."username", "accounts"."email", "accounts"."phone", "accounts"."full_name", "accounts"."role" ` +
        `from "supervisors" inner join "accounts" on "accounts"."id" = "supervisors"."account_id" ` +
        `where ("supervisors"."id" = $1 and "accounts"."active" = true) limit $2`,
      params: [id, 1],
    },
    // The ledger: its count is the supervisor's ledger_entries, a page a range of seq (the bench's own subquery
    // stands for the count the service carries from one statement to the next).
    { text: `select "ledger_entries" from "supervisors" where "supervisors"."id" = $1`, params: [id] },
    {
      text:
        `select "balance_transactions"."id", "balance_transactions"."auto_id", "balance_transactions"."date_added", ` +
        `"balance_transactions"."supervisor_id", "accounts"."full_name", "accounts"."username", "balance_transactions"."transaction_type", ` +
        `"balance_transactions"."transaction_amount", "balance_transactions"."balance", "balance_transactions"."title", ` +
        `"balance_transactions"."daily_work_id" from "balance_transactions" ` +
        `inner join "supervisors" on "supervisors"."id" = "balance_transactions"."supervisor_id" ` +
        `inner join "accounts" on "accounts"."id" = "supervisors"."account_id" ` +
        `where ("balance_transactions"."supervisor_id" = $1 and "balance_transactions"."seq" <= ` +
        `(select "ledger_entries" from "supervisors" where "id" = $1) - $2) order by "balance_transactions"."seq" desc limit $3`,
      params: [id, (page - 1) * 10, 10],
    },
    { text: cappedCountSql(`select "schedule_items"."id" from "schedule_items" where "schedule_items"."supervisor_id" = $1`), params: [id] },
    {
      text:
        `select "schedule_items"."id", "schedule_items"."auto_id", "schedule_items"."start_date", "schedule_items"."end_date", "products"."name", ` +
        `"schedule_items"."product_id", "products"."serial_number", "schedule_items"."quantity", "schedule_items"."cols", "accounts"."full_name", ` +
        `"schedule_items"."supervisor_id", "schedule_items"."order_id", "orders"."auto_id", "orders"."status", "store_supplies"."status", ` +
        `"schedule_items"."work_status", "schedule_items"."finished_at" from "schedule_items" ` +
        `inner join "products" on "products"."id" = "schedule_items"."product_id" ` +
        `inner join "supervisors" on "supervisors"."id" = "schedule_items"."supervisor_id" ` +
        `inner join "accounts" on "accounts"."id" = "supervisors"."account_id" ` +
        `inner join "orders" on "orders"."id" = "schedule_items"."order_id" ` +
        `left join "store_supplies" on "store_supplies"."schedule_item_id" = "schedule_items"."id" ` +
        `where "schedule_items"."id" in (select "schedule_items"."id" from "schedule_items" where "schedule_items"."supervisor_id" = $1 ` +
        `order by "schedule_items"."start_date" desc, "schedule_items"."id" desc limit $2) ` +
        `order by "schedule_items"."start_date" desc, "schedule_items"."id" desc`,
      params: [id, 10],
    },
  ];
}

export const scenarios: Scenario[] = [
  {
    name: 'dealer-search',
    method: 'GET',
    path: (ctx) => `/dealer/dealer/?search=${SEARCH_TERMS[ctx.random.int(0, SEARCH_TERMS.length - 1)]}`,
    as: 'admin',
    sql: (ctx) => dealerSql(ctx, SEARCH_TERMS[ctx.random.int(0, SEARCH_TERMS.length - 1)]!),
    note: 'dealer-search: the All Dealers list searched for a last name (1 dealer in 11 matches), first page.',
  },
  {
    name: 'supervisor-ledger',
    method: 'GET',
    path: (ctx) => `/supervisor/supervisor/${pickSupervisor(ctx)}/?bal_page=${pickLedgerPage(ctx)}`,
    as: 'admin',
    sql: (ctx) => [signedInSql(ctx.tokens.admin ?? ''), ...supervisorDetailSql(pickSupervisor(ctx), pickLedgerPage(ctx))],
    note:
      'supervisor-ledger: a supervisor detail with one page of its ledger (1M rows over 30 supervisors at scale 1); ' +
      'three in four requests read the first 5 pages, one in four a random page anywhere in the history (a range of seq, not an OFFSET).',
  },
];
