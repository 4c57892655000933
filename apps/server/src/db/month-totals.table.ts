import { sql } from 'drizzle-orm';
import { bigint, check, date, numeric, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row per calendar month: what the year charts sum (issue 13 point 8), so a year reads 12 rows whatever the size
 * of ten years of daily work and delivered orders. Kept in the same transaction as the rows it sums (daily work
 * create, edit and delete; an order's move to Delivered) by `addWorkToMonthTotals` and `addDeliveryToMonthTotals`, and rebuilt from those rows by
 * `rebuildMonthTotals` after a bulk load (the demo seed, a database that predates the table).
 */
export const monthTotals = pgTable(
  'month_totals',
  {
    /** The first day of the month: the daily work's date, or the delivery day in the business time zone. */
    month: date('month', { mode: 'string' }).primaryKey(),
    /** Live daily work: sum of cols x the rate paid, and of cols. */
    wage: numeric('wage', { precision: 16, scale: 2 }).notNull().default('0'),
    cols: bigint('cols', { mode: 'number' }).notNull().default(0),
    /** Orders delivered in the month: sum of quantity x unit price, and of quantity x (unit price - unit cost). */
    revenue: numeric('revenue', { precision: 18, scale: 2 }).notNull().default('0'),
    profit: numeric('profit', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  // No check that the sums stay at or above zero: a change arrives as an insert of its (maybe negative) difference
  // that lands on the month's row, and PostgreSQL checks the inserted row before it finds the conflict.
  (t) => [check('month_totals_first_day', sql`extract(day from ${t.month}) = 1`)],
);
