/**
 * Every time shown follows the business time zone (issue 29): these run with the process in New York, as a phone
 * or PC set to another zone would, and still read the Indian time.
 */
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAuditTime } from '../features/audit/components/audit-entry-parts';
import { formatLocation, formatVisitTime } from '../features/field/components/format';
import { DateText } from '../components/date-text';
import { formatCoordinate, formatDate, formatDateTime, formatTime, pluralize } from './format';

const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

// 02:09 UTC is 7:39 am in India and 9:09 pm the day before in New York.
const instant = '2026-11-20T02:09:00Z';

describe('times in the business time zone, whatever the device zone', () => {
  it('the process really is in another zone', () => {
    expect(new Date(instant).getHours()).toBe(21);
  });

  it('one formatter: date-times, times and days read in IST', () => {
    expect(formatDateTime(instant)).toBe('20-11-2026 7:39 am');
    expect(formatTime(instant)).toBe('7:39 am');
    expect(formatDate(instant)).toBe('20-11-2026');
    expect(formatDate('2026-10-28')).toBe('28-10-2026');
    expect(formatDateTime('2026-11-20T18:35:00Z')).toBe('21-11-2026 12:05 am');
    expect(formatDateTime('2026-11-20T07:30:00Z')).toBe('20-11-2026 1:00 pm');
    expect(formatDateTime(null)).toBe('');
  });

  it('History panels, visits and a date-time shown as a day all agree on the same event', () => {
    expect(formatAuditTime(instant)).toBe('20-11-2026 7:39 am');
    // The server writes visit times with the business offset; the same instant reads the same.
    expect(formatVisitTime('2026-11-20T07:39:00.000000+05:30')).toBe('20-11-2026 7:39 am');
    render(<DateText value="2026-11-19T20:00:00Z" />);
    expect(screen.getByText('20-11-2026')).toBeInTheDocument();
  });
});

describe('formats', () => {
  it('coordinates at most 6 places', () => {
    expect(formatCoordinate(11.047203999999999)).toBe('11.047204');
    expect(formatCoordinate(76.08)).toBe('76.08');
    expect(formatLocation('(11.047203999999999,76.08490100000001)')).toBe('(11.047204,76.084901)');
    expect(formatLocation('')).toBe('');
  });

  it('a count with its noun in the right number', () => {
    expect(pluralize(1, 'supply', 'supplies')).toBe('1 supply');
    expect(pluralize(2, 'supply', 'supplies')).toBe('2 supplies');
    expect(pluralize(0, 'defective work')).toBe('0 defective works');
    expect(pluralize(1200, 'work')).toBe('1,200 works');
  });
});
