import { insertSeries } from '../lib/generate';
import { signedInSql } from '../lib/sql';
import type { BenchContext, Scenario, SqlQuery } from '../lib/types';

/**
 * Bench data and scenarios of the dashboards (issue 13): ten years of daily work for the bench supervisors (one record
 * per supervisor per working day: 110k at scale 1, the month and year charts read a date range of it); the orders,
 * ledger, store, sheets and visits behind dashboard-data come from the other modules. Scenarios: each dashboard call
 * of the admin, whose four together are the admin dashboard's first screen.
 */
export async function generate(ctx: BenchContext): Promise<void> {
  const supervisorIds = (ctx.state.supervisorIds as number[] | undefined) ?? [];
  if (supervisorIds.length === 0) return;
  const first = Math.min(...supervisorIds);
  const n = supervisorIds.length;
  const days = ctx.spanDays;
  await insertSeries(
    ctx,
    'supervisor_daily_work',
    days * n,
    `INSERT INTO supervisor_daily_work (supervisor_id, date, cols, cost_per_col)
     SELECT ${first} + (g % ${n}), current_date - (g / ${n}), 1 + g % 12, 150.00
     FROM generate_series($1::int - 1, $2::int - 1) AS g`,
  );
}

/** A year chart's statements: the token lookup and the year's 12 roll-up rows. */
const yearOfMonthTotalsSql = (ctx: BenchContext): SqlQuery[] => [
  signedInSql(ctx.tokens.admin ?? ''),
  { text: `select * from month_totals where month >= $1::date and month < $2::date`, params: [`${lastYear()}-01-01`, `${Number(lastYear()) + 1}-01-01`] },
];

const thisMonth = () => new Date().toISOString().slice(0, 7);
const lastYear = () => String(new Date().getUTCFullYear() - 1);

export const scenarios: Scenario[] = [
  {
    name: 'dashboard-data',
    method: 'GET',
    path: '/supervisor/dashboard-data/',
    as: 'admin',
    group: 'admin-dashboard',
    note: 'dashboard-data: the admin summary (orders by status, capped total, out-of-stock, today\'s wages, chartered orders, next free day, sheet weight, visits today)',
  },
  {
    name: 'dashboard-graph-month',
    method: 'GET',
    path: () => `/supervisor/graph-month/?date=${thisMonth()}`,
    as: 'admin',
    group: 'admin-dashboard',
    note: 'dashboard-graph-month: wages and cols per day of this month (a date range of supervisor_daily_work)',
  },
  {
    name: 'dashboard-graph-year',
    method: 'GET',
    path: () => `/supervisor/graph-year/?date=${lastYear()}`,
    as: 'admin',
    group: 'admin-dashboard',
    sql: yearOfMonthTotalsSql,
    note: 'dashboard-graph-year: wages and cols per month of last year (its 12 month_totals rows)',
  },
  {
    name: 'dashboard-revenue-year',
    method: 'GET',
    path: () => `/supervisor/yearly-revenue-graph/?date=${lastYear()}`,
    as: 'admin',
    group: 'admin-dashboard',
    sql: yearOfMonthTotalsSql,
    note: 'dashboard-revenue-year: revenue and profit of last year\'s delivered orders by month (its 12 month_totals rows)',
  },
];
