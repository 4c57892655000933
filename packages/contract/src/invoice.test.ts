import { describe, expect, it } from 'vitest';
import { creditNoteDeadline, debitNoteInputSchema, documentNumber, financialYearBounds, financialYearOf, lineTax, partialCreditNoteInputSchema, percentOf, roundOffCents } from './invoice';
import { creditLimitMessage, overdueInvoiceMessage } from './credit-control';
import { ageingBucket } from './receivables';

describe('invoice arithmetic (hand-worked)', () => {
  it('puts a date in its April-to-March financial year and numbers documents', () => {
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2027-04-01')).toBe('2027-28');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
    expect(financialYearBounds('2026-27')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    // Rule 46(b): at most 16 characters. A 4-character prefix at the 99,999th document of a year is exactly 16.
    expect(documentNumber('INV', '2026-27', 1)).toBe('INV/26-27/00001');
    expect(documentNumber('CN', '2026-27', 12345)).toBe('CN/26-27/12345');
    expect(documentNumber('SWF1', '2026-27', 99_999)).toBe('SWF1/26-27/99999');
    expect(documentNumber('SWF1', '2026-27', 99_999)).toHaveLength(16);
    expect(documentNumber('SWF1', '2099-00', 100_000)).toHaveLength(17);
  });

  it('takes a percent to the paisa, half up', () => {
    expect(percentOf(10_000_000n, '18.00')).toBe(1_800_000n); // 18% of 1,00,000.00 = 18,000.00
    expect(percentOf(99_999n, '18.00')).toBe(18_000n); // 18% of 999.99 = 179.9982 -> 180.00
    expect(percentOf(2_778n, '18.00')).toBe(500n); // 18% of 27.78 = 5.0004 -> 5.00
    expect(percentOf(2_775n, '18.00')).toBe(500n); // 4.995 -> 5.00 (half up)
  });

  it('splits intra-state tax into CGST and SGST at half the rate each, inter-state into IGST', () => {
    // 3 x 333.33 = 999.99: 9% = 89.9991 -> 90.00 each; 18% IGST = 179.9982 -> 180.00.
    expect(lineTax(99_999n, '18.00', 'intra')).toEqual({ cgst: 9_000n, sgst: 9_000n, igst: 0n });
    expect(lineTax(99_999n, '18.00', 'inter')).toEqual({ cgst: 0n, sgst: 0n, igst: 18_000n });
    // 100.05 at 18%: 9% = 9.0045 -> 9.00 each (18.00 together, where IGST would be 18.009 -> 18.01).
    expect(lineTax(10_005n, '18.00', 'intra')).toEqual({ cgst: 900n, sgst: 900n, igst: 0n });
    expect(lineTax(10_005n, '18.00', 'inter').igst).toBe(1_801n);
    // An odd rate: 12.50% of 1,000.00 -> 6.25% = 62.50 each.
    expect(lineTax(100_000n, '12.50', 'intra')).toEqual({ cgst: 6_250n, sgst: 6_250n, igst: 0n });
    // 0.05% of 10.00 = 0.005: half is 0.0025 -> 0.00 each; the whole is 0.005 -> 0.01.
    expect(lineTax(1_000n, '0.05', 'intra')).toEqual({ cgst: 0n, sgst: 0n, igst: 0n });
    expect(lineTax(1_000n, '0.05', 'inter').igst).toBe(1n);
  });

  it('rounds the total to the nearest rupee, half a rupee up', () => {
    expect(roundOffCents(117_999n)).toBe(1n); // 1,179.99 -> 1,180
    expect(roundOffCents(118_040n)).toBe(-40n); // 1,180.40 -> 1,180
    expect(roundOffCents(118_050n)).toBe(50n); // 1,180.50 -> 1,181
    expect(roundOffCents(118_000n)).toBe(0n);
  });
});

describe('receivables and credit texts', () => {
  it('ages by days past due', () => {
    expect([-5, 0, 1, 30, 31, 60, 61, 90, 91, 400].map(ageingBucket)).toEqual([
      'not_due', 'not_due', 'age_0_30', 'age_0_30', 'age_31_60', 'age_31_60', 'age_61_90', 'age_61_90', 'age_over_90', 'age_over_90',
    ]);
  });

  it('writes the refusal with Indian figures', () => {
    expect(creditLimitMessage('500000.00', '420000.00', '110000.00')).toBe('Credit limit 5,00,000; outstanding 4,20,000; this order 1,10,000');
    expect(overdueInvoiceMessage('INV/2026-27/0003', 12, '45000.50')).toBe('Invoice INV/2026-27/0003 is 12 days overdue; 45,000.50 unpaid');
    expect(overdueInvoiceMessage('INV/2026-27/0003', 1, '10')).toBe('Invoice INV/2026-27/0003 is 1 day overdue; 10 unpaid');
  });
});

describe('notes under CGST s.34', () => {
  it('a credit note is due by 30 November after the end of the invoice\'s financial year', () => {
    expect(creditNoteDeadline('2026-27')).toBe('2027-11-30');
    expect(creditNoteDeadline('2025-26')).toBe('2026-11-30');
  });

  it('refuses unknown fields, a return without quantities and an amount on a return', () => {
    expect(partialCreditNoteInputSchema.safeParse({ reason_code: 'return', reason: 'x', lines: [{ line_no: 1, quantity: 2 }] }).success).toBe(true);
    expect(partialCreditNoteInputSchema.safeParse({ reason_code: 'return', reason: 'x', lines: [{ line_no: 1, quantity: 2 }], extra: 1 }).success).toBe(false);
    expect(partialCreditNoteInputSchema.safeParse({ reason_code: 'return', reason: 'x', lines: [{ line_no: 1 }] }).success).toBe(false);
    expect(partialCreditNoteInputSchema.safeParse({ reason_code: 'return', reason: 'x', lines: [{ line_no: 1, amount: '5' }] }).success).toBe(false);
    expect(partialCreditNoteInputSchema.safeParse({ reason_code: 'discount', reason: 'x', lines: [{ line_no: 1, amount: '5.5' }] }).data).toMatchObject({ lines: [{ amount: '5.50' }] });
    expect(debitNoteInputSchema.safeParse({ reason_code: 'interest', reason: 'x', lines: [{ line_no: 1, amount: '100' }] }).success).toBe(true);
    expect(debitNoteInputSchema.safeParse({ reason_code: 'discount', reason: 'x', lines: [{ line_no: 1, amount: '100' }] }).success).toBe(false);
  });
});
