import { describe, expect, it } from 'vitest';
import { cashLimitMessage, earliestEntryDate, entryDateProblem, paymentInputSchema, tdsQuarterBounds, tdsQuarterOf } from './dealer-account';

describe('payments: quarters, bounds and the cash limit (issue 41)', () => {
  it('names the quarter of the financial year as Form 26AS does, and its days', () => {
    expect(['2026-04-01', '2026-06-30', '2026-07-01', '2026-12-31', '2027-01-01', '2027-03-31'].map(tdsQuarterOf)).toEqual([
      '2026-27-Q1',
      '2026-27-Q1',
      '2026-27-Q2',
      '2026-27-Q3',
      '2026-27-Q4',
      '2026-27-Q4',
    ]);
    expect(tdsQuarterBounds('2026-27-Q1')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(tdsQuarterBounds('2026-27-Q3')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    // 2028 is a leap year: Q4 of 2027-28 ends on 31 March all the same.
    expect(tdsQuarterBounds('2027-28-Q4')).toEqual({ from: '2028-01-01', to: '2028-03-31' });
  });

  it('keeps dates within this and the previous financial year, up to today', () => {
    expect(earliestEntryDate('2026-11-28')).toBe('2025-04-01');
    expect(earliestEntryDate('2027-03-31')).toBe('2025-04-01');
    expect(earliestEntryDate('2027-04-01')).toBe('2026-04-01');
    expect(entryDateProblem('2025-04-01', '2026-11-28', 'The payment date')).toBeUndefined();
    expect(entryDateProblem('2025-03-31', '2026-11-28', 'The payment date')).toBe(
      'The payment date must be within this or the previous financial year (from 2025-04-01).',
    );
    expect(entryDateProblem('2026-11-29', '2026-11-28', 'The refund date')).toBe('The refund date cannot be after today.');
  });

  it("writes the day's cash in Indian figures with paise", () => {
    expect(cashLimitMessage('150000.00')).toBe(
      "Cash of 2,00,000 or more from one person in a day is not allowed (Income-tax Act s.269ST): today's cash from this dealer is 1,50,000.00",
    );
    expect(cashLimitMessage('199999.99')).toMatch(/is 1,99,999\.99$/);
  });

  it('defaults the TDS to none under 194Q and upper-cases the section', () => {
    const parsed = paymentInputSchema.parse({ dealer_id: 1, amount: '100', received_on: '2026-11-20', mode: 'upi' });
    expect(parsed).toMatchObject({ tds_amount: '0.00', tds_section: '194Q' });
    expect(paymentInputSchema.parse({ dealer_id: 1, amount: '100', received_on: '2026-11-20', mode: 'upi', tds_amount: '0.1', tds_section: '194q' })).toMatchObject({
      tds_amount: '0.10',
      tds_section: '194Q',
    });
  });
});
