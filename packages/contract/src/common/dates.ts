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

/** A date typed in a form is held to the same years as the filters (date-schemas.ts, isoDateSchema). */
export const FORM_DATE_TEXT = {
  years: `Enter a date from ${FILTER_YEAR_MIN}-01-01 to ${FILTER_YEAR_MAX}-12-31.`,
} as const;

/** The message of a date-time typed in a form outside those years, naming the field. */
export function formYearsMessage(label: string): string {
  return `${label} must be from ${FILTER_YEAR_MIN}-01-01 to ${FILTER_YEAR_MAX}-12-31.`;
}

/** Whether a moment (a visit's check-in) falls in those years, so date arithmetic and the database can hold it. */
export function inFormYears(moment: Date): boolean {
  return !Number.isNaN(moment.getTime()) && inFilterYears(moment.getUTCFullYear());
}

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

// ---------------------------------------------------------------------------------------------------------------
// The days a money document (invoice, credit or debit note, payment, receipt, refund) may carry: the current Indian
// financial year (April to March) and the previous one, whose books are still open until its returns are filed
// (docs/decisions/030-dealer-accounts-settings.md, "Dates and amounts that fit"). 0001-01-01 or a day three years
// back is a typing slip, refused naming the field.

/** The first day of the financial year that holds `day`: 2026-04-01 for 2026-11-28 and for 2027-03-31. */
export function financialYearStartOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return `${month >= 4 ? year : year - 1}-04-01`;
}

/** From the first day of the previous financial year to the last day of the current one, for `today`. */
export function documentDayWindow(today: string): { from: string; to: string } {
  const start = Number(financialYearStartOf(today).slice(0, 4));
  return { from: `${start - 1}-04-01`, to: `${start + 1}-03-31` };
}

/** "Invoice date must be in this financial year or the last one: from 01-04-2025 to 31-03-2027." */
export function documentDayMessage(label: string, today: string): string {
  const { from, to } = documentDayWindow(today);
  return `${label} must be in this financial year or the last one: from ${formatDisplayDate(from)} to ${formatDisplayDate(to)}.`;
}

/** Whether a YYYY-MM-DD day lies in that window. */
export function inDocumentDayWindow(day: string, today: string): boolean {
  const { from, to } = documentDayWindow(today);
  return day >= from && day <= to;
}
