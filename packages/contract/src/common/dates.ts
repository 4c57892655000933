import { z } from 'zod';

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine(isRealDate, 'Enter a valid date.');

/** A `YYYY-MM` filter of a list (the dashboards' drill-down); blank means no filter. */
export const monthQuerySchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter the month as YYYY-MM.').optional(),
);

/** A `YYYY-MM-DD` filter of a list; blank means no filter. */
export const dayQuerySchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  isoDateSchema.optional(),
);

/** "2031-02-30" has the right shape but is no day of the calendar (a wrong shape is the regex's message alone). */
function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date (YYYY-MM-DD) in the business time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** "2026-11-22" or an ISO date-time -> "22-11-2026", as the screens show dates. */
export function formatDisplayDate(value: string | null | undefined): string {
  if (!value) return '';
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}

/** "2026-11-24" plus `days` (negative goes back), as YYYY-MM-DD. */
export function addDaysTo(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}
