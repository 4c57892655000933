import { DEFAULT_TIME_ZONE } from '@steelworks/contract/common/dates';

// --- Dates: "2026-11-24T10:30:00.123000+05:30" in the business time zone (docs/product/api-conventions.md#dates-and-time-zone) ---

export function formatDateTime(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  const micros = `${String(date.getUTCMilliseconds()).padStart(3, '0')}000`;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}.${micros}${offset}`;
}

/** The instant a business-time-zone day starts ("2026-11-24" in Asia/Kolkata -> 2026-11-23T18:30Z). */
export function startOfDay(day: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const guess = new Date(`${day}T00:00:00Z`);
  const shown = formatDateTime(guess, timeZone);
  const offset = shown.slice(-6);
  const sign = offset.startsWith('-') ? -1 : 1;
  const minutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  return new Date(guess.getTime() - minutes * 60_000);
}

export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
