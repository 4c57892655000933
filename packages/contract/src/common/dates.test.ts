import { describe, expect, it } from 'vitest';
import { dayFilterSchema, isoDateSchema, monthFilterSchema } from './date-schemas';
import { dayRangeInOrder, formatDisplayDate, todayIn } from './dates';

describe('dates', () => {
  it('accepts real calendar days only', () => {
    expect(isoDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2031-02-30').error?.issues[0]?.message).toBe('Enter a valid date.');
    expect(isoDateSchema.safeParse('22-11-2026').error?.issues.map((i) => i.message)).toEqual(['Enter a date as YYYY-MM-DD.']);
  });

  it('takes today in the business time zone and shows DD-MM-YYYY', () => {
    // 20:00 UTC on 22 November is already 23 November in Kolkata (UTC+5:30).
    expect(todayIn('Asia/Kolkata', new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(todayIn('UTC', new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-22');
    expect(formatDisplayDate('2026-11-22T10:00:00+05:30')).toBe('22-11-2026');
  });

  it('reads list filters: blank is none, years 2000-2100 only, a real month or day, the message naming the field', () => {
    const month = monthFilterSchema('Delivered month');
    expect(month.parse(' ')).toBeUndefined();
    expect(month.parse('2100-12')).toBe('2100-12');
    for (const bad of ['9999-12', '0001-01', '0000-01', '1999-12', '2026-13', '2026-02-30', '2026-1']) {
      expect(month.safeParse(bad).error?.issues.map((i) => i.message), bad).toEqual(['Delivered month must be a month from 2000-01 to 2100-12, written YYYY-MM.']);
    }
    const day = dayFilterSchema('From date');
    expect(day.parse('')).toBeUndefined();
    expect(day.parse('2028-02-29')).toBe('2028-02-29');
    expect(day.safeParse('0000-01-01').error?.issues.map((i) => i.message)).toEqual(['From date must be a date from 2000-01-01 to 2100-12-31, written YYYY-MM-DD.']);
    expect(day.safeParse('2026-02-30').error?.issues.map((i) => i.message)).toEqual(['From date: 2026-02-30 is not a day of the calendar.']);
    expect(dayRangeInOrder('2026-02-01', '2026-01-31')).toBe(false);
    expect(dayRangeInOrder('2026-01-31', '2026-01-31')).toBe(true);
    expect(dayRangeInOrder('9999-12-31', '2026-01-31')).toBe(true);
  });
});
