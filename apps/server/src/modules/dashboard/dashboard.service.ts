// Dashboards (docs/product/dashboards.md#staff-numbers): each number from an indexed range or an indexed filter, never a whole table.
import { and, asc, count, countDistinct, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { DASHBOARD_TEXT, OUT_OF_STOCK_NAMES_SHOWN, daysInMonth, type DashboardData, type RevenueGraph, type WageGraph } from '@steelworks/contract/dashboard';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { todayIn } from '@steelworks/contract/common/dates';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { cappedCounter } from '../../lib/paginate';
import { dealerIdOfAccount } from '../dealer/dealer.service';
import { countVisitsToday } from '../field/field-dashboard.service';
import { orders } from '../order/order.table';
import { getNextSupervisorAvailableDay } from '../schedule/scheduling.service';
import { scheduleItemDays, scheduleItems } from '../schedule/schedule.table';
import { sheets } from '../sheet/sheet.table';
import { storeItems } from '../store/store.table';
import { supervisorDailyWork } from '../supervisor/supervisor.table';
import { monthTotals } from '../../db/month-totals.table';

type Period = { year: number; month?: number };

/** `YYYY-MM` (or `YYYY` when `yearOnly`); missing or blank: this month or year in the business time zone. */
export function parsePeriod(value: string | undefined, today: string, yearOnly: boolean): Period {
  const text = value?.trim() || (yearOnly ? today.slice(0, 4) : today.slice(0, 7));
  const match = yearOnly ? /^(\d{4})$/.exec(text) : /^(\d{4})-(\d{2})$/.exec(text);
  const year = Number(match?.[1]);
  const month = yearOnly ? undefined : Number(match?.[2]);
  if (!match || year < 2000 || year > 2100 || (month !== undefined && (month < 1 || month > 12))) {
    throw fieldError('date', yearOnly ? DASHBOARD_TEXT.badYear : DASHBOARD_TEXT.badMonth);
  }
  return { year, month };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Order counts: every order for staff, the dealer's own for a dealer (through the dealer/status index). */
async function orderCounts(db: DbOrTx, dealerId: number | undefined) {
  const byStatus = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(dealerId !== undefined ? eq(orders.dealerId, dealerId) : undefined, inArray(orders.status, ['Pending', 'Approved'])))
    .groupBy(orders.status);
  const counted = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0;
  // A dealer's own orders are few; every order of ten years is counted up to the cap (docs/product/lists-and-counts.md#capped-counts).
  const total = cappedCounter(db, () =>
    db
      .select({ id: orders.id })
      .from(orders)
      .where(dealerId !== undefined ? eq(orders.dealerId, dealerId) : undefined),
  );
  const totalOrders = await total.count();
  return {
    pending_orders: counted('Pending'),
    approved_orders: counted('Approved'),
    total_orders: totalOrders,
    total_orders_is_estimate: total.countIsEstimate?.() ?? false,
  };
}

async function storeNumbers(db: DbOrTx) {
  const outOfStock = and(sql`${storeItems.stock} <= 0`, isNull(storeItems.deletedAt));
  const [[live], [out], names] = await Promise.all([
    db.select({ n: count() }).from(storeItems).where(isNull(storeItems.deletedAt)),
    db.select({ n: count() }).from(storeItems).where(outOfStock),
    db.select({ name: storeItems.name }).from(storeItems).where(outOfStock).orderBy(asc(storeItems.name)).limit(OUT_OF_STOCK_NAMES_SHOWN),
  ]);
  return { total_store_item: live!.n, out_of_stock_count: out!.n, out_of_stock_items: names.map((row) => row.name) };
}

/** GET /supervisor/dashboard-data/ as the caller's role may see it. */
export async function getDashboardData(db: DbOrTx, actor: Caller, timeZone: string): Promise<DashboardData> {
  if (actor.role === 'dealer') {
    const dealerId = (await dealerIdOfAccount(db, actor.accountId)) ?? -1;
    return orderCounts(db, dealerId);
  }
  const today = todayIn(timeZone);
  if (actor.role === 'storemanager') return storeNumbers(db);

  const [counts, store, [chartered], [wages], nextFreeDay, [weight], visits] = await Promise.all([
    orderCounts(db, undefined),
    storeNumbers(db),
    db
      .select({ n: countDistinct(scheduleItems.orderId) })
      .from(scheduleItemDays)
      .innerJoin(scheduleItems, eq(scheduleItems.id, scheduleItemDays.scheduleItemId))
      .where(eq(scheduleItemDays.day, today)),
    // Today's live daily work, the rows /supervisor/dailywork?date=<today> lists (through the date index).
    db
      .select({
        total: sql<string>`coalesce(sum(${supervisorDailyWork.cols} * ${supervisorDailyWork.costPerCol}), 0)::numeric(14,2)::text`,
        n: count(),
      })
      .from(supervisorDailyWork)
      .where(and(eq(supervisorDailyWork.date, today), isNull(supervisorDailyWork.deletedAt))),
    getNextSupervisorAvailableDay(db, today),
    db
      .select({ kg: sql<string>`coalesce(sum(${sheets.quantity} * ${sheets.unitKg}), 0)::numeric(14,2)::text` })
      .from(sheets)
      .where(isNull(sheets.deletedAt)),
    countVisitsToday(db, timeZone),
  ]);
  return {
    today,
    ...counts,
    ...store,
    chartered_orders: chartered!.n,
    wage_paid_per_day: formatCents(toCents(wages!.total)),
    no_of_transactions: wages!.n,
    next_supervisor_available_day: nextFreeDay,
    sheets_total_weight: weight!.kg,
    total_visits: visits,
  };
}

/**
 * Wages (cols x the rate paid) and cols of live daily work: a month by day from the daily work rows (the date index),
 * a year by month from its 12 roll-up rows.
 */
export async function getWageGraph(db: DbOrTx, period: Period): Promise<WageGraph> {
  const { year, month } = period;
  if (!month) {
    const rows = await monthsOfYear(db, year);
    return { wage: rows.map((row) => Number(row.wage)), cols: rows.map((row) => row.cols) };
  }
  const from = `${year}-${pad(month)}-01`;
  const to = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  const rows = await db
    .select({
      day: sql<number>`extract(day from ${supervisorDailyWork.date})::int`,
      wage: sql<string>`sum(${supervisorDailyWork.cols} * ${supervisorDailyWork.costPerCol})::numeric(14,2)::text`,
      cols: sql<number>`sum(${supervisorDailyWork.cols})::int`,
    })
    .from(supervisorDailyWork)
    .where(and(gte(supervisorDailyWork.date, from), lt(supervisorDailyWork.date, to), isNull(supervisorDailyWork.deletedAt)))
    .groupBy(sql`1`);
  const length = daysInMonth(year, month);
  const wage = Array.from({ length }, () => 0);
  const cols = Array.from({ length }, () => 0);
  for (const row of rows) {
    wage[row.day - 1] = Number(row.wage);
    cols[row.day - 1] = row.cols;
  }
  return { wage, cols };
}

/** Revenue and profit of the orders delivered in the year, by month of delivery in the business time zone. */
export async function getRevenueGraph(db: DbOrTx, year: number): Promise<RevenueGraph> {
  const rows = await monthsOfYear(db, year);
  return { total_revenue: rows.map((row) => Number(row.revenue)), total_profit: rows.map((row) => Number(row.profit)) };
}

/** The year's 12 roll-up rows (month_totals), a month without one as zeros. */
async function monthsOfYear(db: DbOrTx, year: number) {
  const rows = await db
    .select()
    .from(monthTotals)
    .where(and(gte(monthTotals.month, `${year}-01-01`), lt(monthTotals.month, `${year + 1}-01-01`)));
  return Array.from({ length: 12 }, (_, index) => {
    const row = rows.find((candidate) => candidate.month === `${year}-${pad(index + 1)}-01`);
    return { wage: row?.wage ?? '0', cols: row?.cols ?? 0, revenue: row?.revenue ?? '0', profit: row?.profit ?? '0' };
  });
}
