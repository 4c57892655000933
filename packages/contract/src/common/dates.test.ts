import { describe, expect, it } from 'vitest';
import { formatDisplayDate, isoDateSchema, todayIn } from './dates';

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
});
