// Plain values and functions only: the browser's first screens import this file, and zod stays out of them
// (docs/decisions/018). The date schemas are in date-schemas.ts.

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/**
 * The years a list's date filter may name (docs/decisions/026): every record of the shop falls inside them, and a date
 * outside them (0000-01, 9999-12) is a typing slip or a probe, refused with a message rather than read as "no filter"
 * or passed to date arithmetic that cannot represent it.
 */
export const FILTER_YEAR_MIN = 2000;
export const FILTER_YEAR_MAX = 2100;

/** The message of a month filter, naming the field ("Delivered month must be ..."). */
export function monthFilterMessage(label: string): string {
  return `${label} must be a month from ${FILTER_YEAR_MIN}-01 to ${FILTER_YEAR_MAX}-12, written YYYY-MM.`;
}

/** The message of a day filter of the wrong shape or outside the years, naming the field. */
export function dayFilterMessage(label: string): string {
  return `${label} must be a date from ${FILTER_YEAR_MIN}-01-01 to ${FILTER_YEAR_MAX}-12-31, written YYYY-MM-DD.`;
}

/**
 * Whether a From..To pair of day filters is in order. A missing or bad end passes here: its own field already carries
 * the message, and a second one about the order would only add noise.
 */
export function dayRangeInOrder(from: string | undefined, to: string | undefined): boolean {
  return !from || !to || !isFilterDay(from) || !isFilterDay(to) || from <= to;
}

function isFilterDay(value: string): boolean {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(value);
  return !!match && inFilterYears(Number(match[1])) && isRealDate(value);
}

/** The message of a range whose end comes before its start. */
export function rangeOrderMessage(fromLabel: string, toLabel: string): string {
  return `The ${fromLabel} must be on or before the ${toLabel}`;
}

export function inFilterYears(year: number): boolean {
  return year >= FILTER_YEAR_MIN && year <= FILTER_YEAR_MAX;
}

/** "2031-02-30" has the right shape but is no day of the calendar (a wrong shape is the regex's message alone). */
export function isRealDate(value: string): boolean {
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
