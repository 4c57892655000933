import { DEFAULT_TIME_ZONE, formatDisplayDate } from '@steelworks/contract/common/dates';

/**
 * The business time zone every time on screen is shown in (docs/product/api-conventions.md#dates-and-time-zone), whatever the device's zone: the
 * same event reads the same on a phone set to another zone as on the office PC. The web is built for one business;
 * the server's TIME_ZONE setting defaults to the same zone.
 */
export const BUSINESS_TIME_ZONE = DEFAULT_TIME_ZONE;

/** One Intl formatter per zone: making one costs far more than formatting with it. */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    });
    formats.set(timeZone, format);
  }
  return format;
}

type Parts = { date: string; time: string };

function partsOf(value: string | Date, timeZone: string): Parts | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(date).map((part) => [part.type, part.value]));
  // en-GB's 12-hour clock writes "0:05 am" for 5 past midnight in some engines: the screens write 12:05 am.
  const hour = parts.hour === '0' || parts.hour === '00' ? '12' : String(Number(parts.hour));
  return { date: `${parts.day}-${parts.month}-${parts.year}`, time: `${hour}:${parts.minute} ${String(parts.dayPeriod).toLowerCase()}` };
}

/** An instant as the screens show it (docs/product/screens-and-texts.md#formats): "20-11-2026 10:00 am" in the business time zone. */
export function formatDateTime(value: string | Date | null | undefined, timeZone: string = BUSINESS_TIME_ZONE): string {
  if (!value) return '';
  const parts = partsOf(value, timeZone);
  return parts ? `${parts.date} ${parts.time}` : '';
}

/** The time of day of an instant in the business time zone: "10:00 am". */
export function formatTime(value: string | Date | null | undefined, timeZone: string = BUSINESS_TIME_ZONE): string {
  if (!value) return '';
  return partsOf(value, timeZone)?.time ?? '';
}

/** A date (YYYY-MM-DD) as the screens show it, DD-MM-YYYY; of a date-time, its day in the business time zone. */
export function formatDate(value: string | null | undefined, timeZone: string = BUSINESS_TIME_ZONE): string {
  if (!value) return '';
  if (!value.includes('T')) return formatDisplayDate(value);
  return partsOf(value, timeZone)?.date ?? '';
}

/** A coordinate as the screens show it: at most 6 decimals (about 0.1 m), "11.047204" not "11.047203999999999". */
export function formatCoordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** "1 supply", "2 supplies": the count with the noun in the right number. */
export function pluralize(count: number, singular: string, plural: string = `${singular}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? singular : plural}`;
}
