// The monthly roll-ups of the dashboard's year charts (db/month-totals.table.ts): written with the rows they sum, by daily
// work (supervisor) and an order's delivery (order-flow), read by the dashboard; here below all three
// (docs/decisions/057-server-modules-one-way.md).
import { sql } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { DbOrTx } from '../db/client';
import { monthTotals } from '../db/month-totals.table';

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** A daily work row as it was or as it is now: `sign` -1 takes it out of its month, +1 puts it in. */
export type WorkChange = { date: string; cols: number; costPerCol: string; sign: 1 | -1 };

/**
 * Adds daily work changes to their months in one statement. Months are merged and sorted first: one statement cannot
 * touch a row twice, and two edits that move work between the same two months lock them in the same order.
 */
export async function addWorkToMonthTotals(tx: DbOrTx, changes: WorkChange[]): Promise<void> {
  const byMonth = new Map<string, { wage: bigint; cols: number }>();
  for (const change of changes) {
    const month = monthOf(change.date);
    const sum = byMonth.get(month) ?? { wage: 0n, cols: 0 };
    sum.wage += BigInt(change.sign) * BigInt(change.cols) * toCents(change.costPerCol);
    sum.cols += change.sign * change.cols;
    byMonth.set(month, sum);
  }
  const values = [...byMonth]
    .filter(([, sum]) => sum.wage !== 0n || sum.cols !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, sum]) => ({ month, wage: formatCents(sum.wage), cols: sum.cols }));
  if (values.length === 0) return;
  await tx
    .insert(monthTotals)
    .values(values)
    .onConflictDoUpdate({
      target: monthTotals.month,
      set: { wage: sql`${monthTotals.wage} + excluded.wage`, cols: sql`${monthTotals.cols} + excluded.cols` },
    });
}

/** An order moved to Delivered on `day` (business time zone): its items' revenue and profit join that month. */
export async function addDeliveryToMonthTotals(tx: DbOrTx, orderId: number, day: string): Promise<void> {
  await tx.execute(sql`
    insert into month_totals (month, revenue, profit)
    select ${monthOf(day)}::date, coalesce(sum(quantity * unit_price), 0), coalesce(sum(quantity * (unit_price - unit_cost)), 0)
    from order_items where order_id = ${orderId}
    on conflict (month) do update
      set revenue = month_totals.revenue + excluded.revenue, profit = month_totals.profit + excluded.profit`);
}

/**
 * Recomputes every month from the rows themselves: after a bulk load that wrote daily work or delivered orders
 * directly (the demo seed, tests, the bench), and at start for a database that predates the table. The table is
 * locked meanwhile so that no write adds to a month being replaced.
 */
export async function rebuildMonthTotals(db: DbOrTx, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table month_totals in exclusive mode`);
    await tx.execute(sql`delete from month_totals`);
    await tx.execute(sql`
      insert into month_totals (month, wage, cols)
      select date_trunc('month', date)::date, sum(cols * cost_per_col), sum(cols)
      from supervisor_daily_work where deleted_at is null group by 1`);
    await tx.execute(sql`
      insert into month_totals (month, revenue, profit)
      select date_trunc('month', o.delivered_at at time zone ${timeZone})::date,
        sum(i.quantity * i.unit_price), sum(i.quantity * (i.unit_price - i.unit_cost))
      from orders o join order_items i on i.order_id = o.id
      where o.status = 'Delivered' and o.delivered_at is not null group by 1
      on conflict (month) do update set revenue = excluded.revenue, profit = excluded.profit`);
  });
}

/** At start: a database whose roll-ups were never built (it predates them) gets them built once. */
export async function ensureMonthTotals(db: DbOrTx, timeZone: string): Promise<void> {
  const [built] = await db.select({ month: monthTotals.month }).from(monthTotals).limit(1);
  if (!built) await rebuildMonthTotals(db, timeZone);
}
