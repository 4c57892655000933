import { describe, expect, it } from 'vitest';
import { billFigures, tds194QCents, withinTolerance } from './payables-arithmetic';

describe('supplier bill arithmetic (worked by hand)', () => {
  it('within the state: CGST and SGST at half the rate each, each rounded to the paisa', () => {
    // 478.4 kg x 62.50 = 29,900.00 at 18%: 2,691.00 each; 3 x 33.33 = 99.99 at 12%: 6% = 5.9994 -> 6.00 each.
    const bill = billFigures([{ quantity: '478.4', rate: '62.50', gst_rate: '18' }, { quantity: 3, rate: '33.33', gst_rate: '12' }], false);
    expect(bill.amounts).toEqual([2990000n, 9999n]);
    expect(bill).toMatchObject({ taxable: 2999999n, cgst: 269700n, sgst: 269700n, igst: 0n, total: 3539399n });
  });

  it('from another state: IGST at the whole rate; an amount of a 3-decimal quantity rounds half up', () => {
    // 0.125 x 0.20 = 0.025 -> 0.03; 18% of 0.03 = 0.0054 -> 0.01.
    expect(billFigures([{ quantity: '0.125', rate: '0.20' }], true)).toMatchObject({ taxable: 3n, igst: 1n, cgst: 0n, total: 4n });
  });

  it('TDS under s.194Q on the part above 50 lakh, and the tolerance in percent', () => {
    expect(tds194QCents(490_000_000n, 20_000_000n)).toBe(10_000n);
    expect(tds194QCents(0n, 500_000_000n)).toBe(0n);
    expect(withinTolerance(102_000n, 100_000n, 2)).toBe(true);
    expect(withinTolerance(102_001n, 100_000n, 2)).toBe(false);
    expect(withinTolerance(6_100n, 6_000n, 0)).toBe(false);
  });
});
