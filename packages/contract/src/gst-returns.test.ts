import { describe, expect, it } from 'vitest';
import { gstPeriodQuerySchema, parseGstPeriod, uqcOf } from './gst-returns';

describe('GST return periods', () => {
  it('reads a month and a quarter of the financial year, with the return period (fp) of its last month', () => {
    expect(parseGstPeriod('2026-11')).toEqual({ label: '2026-11', from: '2026-11-01', until: '2026-12-01', fp: '112026' });
    expect(parseGstPeriod('2026-12')).toEqual({ label: '2026-12', from: '2026-12-01', until: '2027-01-01', fp: '122026' });
    expect(parseGstPeriod('2026-Q1')).toEqual({ label: '2026-27-Q1', from: '2026-04-01', until: '2026-07-01', fp: '062026' });
    expect(parseGstPeriod('2026-27-Q3')).toEqual({ label: '2026-27-Q3', from: '2026-10-01', until: '2027-01-01', fp: '122026' });
    // January-March belong to the financial year that began the April before.
    expect(parseGstPeriod('2026-Q4')).toEqual({ label: '2026-27-Q4', from: '2027-01-01', until: '2027-04-01', fp: '032027' });
    expect(parseGstPeriod('2099-00-Q4')).toEqual({ label: '2099-00-Q4', from: '2100-01-01', until: '2100-04-01', fp: '032100' });
  });

  it('refuses what names no period, and both at once', () => {
    for (const value of ['2026-13', '2026-1', '2026-Q0', '2026-Q5', '2026-28-Q1', '26-27-Q1', '']) expect(parseGstPeriod(value), value).toBeUndefined();
    expect(gstPeriodQuerySchema.safeParse({ period: '2026-11', quarter: '2026-Q3' }).success).toBe(false);
    expect(gstPeriodQuerySchema.safeParse({}).success).toBe(false);
  });

  it('maps the units the catalogue uses onto official UQC codes', () => {
    expect(['Nos', 'nos', 'No.', 'Pcs', 'piece', 'Kg', 'Sq.m', 'sqft', 'Set', 'MTR'].map(uqcOf)).toEqual(['NOS', 'NOS', 'NOS', 'PCS', 'PCS', 'KGS', 'SQM', 'SQF', 'SET', 'MTR']);
    expect(uqcOf('Sheets')).toBeUndefined();
    expect(uqcOf('OTH')).toBeUndefined();
  });
});
