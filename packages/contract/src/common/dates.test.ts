import { describe, expect, it } from 'vitest';
import { dayFilterSchema, financialYearDateSchema, formDateSchema, isoDateSchema, monthFilterSchema } from './date-schemas';
import { dayRangeInOrder, documentDayMessage, documentDayWindow, financialYearStartOf, formatDisplayDate, inDocumentDayWindow, todayIn } from './dates';

describe('dates', () => {
  it('accepts real calendar days only', () => {
    expect(isoDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2031-02-30').error?.issues[0]?.message).toBe('Enter a valid date.');
    expect(isoDateSchema.safeParse('22-11-2026').error?.issues.map((i) => i.message)).toEqual(['Enter a date as YYYY-MM-DD.']);
  });

  it('holds dates typed in forms to the years 2000-2100, like the filters', () => {
    for (const day of ['0001-01-01', '0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31']) {
      expect(isoDateSchema.safeParse(day).error?.issues.map((i) => i.message), day).toEqual(['Enter a date from 2000-01-01 to 2100-12-31.']);
      expect(formDateSchema('Start date').safeParse(day).error?.issues.map((i) => i.message), day).toEqual([
        'Start date must be a date from 2000-01-01 to 2100-12-31, written YYYY-MM-DD.',
      ]);
    }
    expect(isoDateSchema.parse('2000-01-01')).toBe('2000-01-01');
    expect(formDateSchema('Start date').parse('2100-12-31')).toBe('2100-12-31');
    expect(formDateSchema('Start date').safeParse('2026-02-30').error?.issues[0]?.message).toBe('Start date: 2026-02-30 is not a day of the calendar.');
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

  it('holds a money document to the current and the previous financial year', () => {
    expect(financialYearStartOf('2026-11-28')).toBe('2026-04-01');
    expect(financialYearStartOf('2027-03-31')).toBe('2026-04-01');
    expect(financialYearStartOf('2027-04-01')).toBe('2027-04-01');
    // Today 28-11-2026 is in 2026-27: the window is 2025-26 and 2026-27.
    expect(documentDayWindow('2026-11-28')).toEqual({ from: '2025-04-01', to: '2027-03-31' });
    // On 31 March the year still is 2026-27; on 1 April 2027 the window moves a year.
    expect(documentDayWindow('2027-03-31')).toEqual({ from: '2025-04-01', to: '2027-03-31' });
    expect(documentDayWindow('2027-04-01')).toEqual({ from: '2026-04-01', to: '2028-03-31' });
    expect(inDocumentDayWindow('2025-04-01', '2026-11-28')).toBe(true);
    expect(inDocumentDayWindow('2025-03-31', '2026-11-28')).toBe(false);
    expect(documentDayMessage('Invoice date', '2026-11-28')).toBe(
      'Invoice date must be in this financial year or the last one: from 01-04-2025 to 31-03-2027.',
    );
    const today = todayIn('Asia/Kolkata');
    const schema = financialYearDateSchema('Invoice date');
    expect(schema.parse(today)).toBe(today);
    expect(schema.safeParse('0001-01-01').error?.issues.map((i) => i.message)).toEqual([
      'Invoice date must be a date from 2000-01-01 to 2100-12-31, written YYYY-MM-DD.',
    ]);
    expect(schema.safeParse('2001-05-01').error?.issues.map((i) => i.message)).toEqual([documentDayMessage('Invoice date', today)]);
  });
});
