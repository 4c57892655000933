import { describe, expect, it } from 'vitest';
import { formatCents, formatRupees, moneyFits, moneyInput, moneyInputSchema, moneyTooLargeMessage, toCents } from './money';

describe('money', () => {
  it('converts between two-decimal strings and paise exactly', () => {
    expect(toCents('1250.5')).toBe(125050n);
    expect(toCents('-0.05')).toBe(-5n);
    expect(toCents(0.1 + 0.2)).toBe(30n);
    expect(formatCents(125050n)).toBe('1250.50');
    expect(formatCents(-5n)).toBe('-0.05');
  });

  it('accepts numbers and numeric strings with at most two decimals', () => {
    expect(moneyInputSchema.parse('25')).toBe('25.00');
    expect(moneyInputSchema.parse(12.5)).toBe('12.50');
    expect(moneyInputSchema.safeParse('1.234').success).toBe(false);
    expect(moneyInputSchema.safeParse('abc').success).toBe(false);
  });

  it('refuses an amount beyond its column by naming the limit, whatever form it comes in', () => {
    expect(moneyInputSchema.parse('999999999999.99')).toBe('999999999999.99');
    expect(moneyInputSchema.parse('-999999999999.99')).toBe('-999999999999.99');
    expect(moneyInputSchema.parse('000000000000025')).toBe('25.00');
    for (const big of ['1000000000000', '1000000000000.00', 1e12, 1e15, 1e21, '9'.repeat(400), -1e13]) {
      expect(moneyInputSchema.safeParse(big).error?.issues.map((i) => i.message), String(big)).toEqual(['The amount can be at most ₹9,99,99,99,99,999.99']);
    }
    const credit = moneyInput({ label: 'Credit limit', maxCents: 100_000_000n, nonNegative: true });
    expect(credit.parse('1000000')).toBe('1000000.00');
    expect(credit.safeParse('1000000.01').error?.issues[0]?.message).toBe('Credit limit can be at most ₹10,00,000.00');
    expect(credit.safeParse('-1').error?.issues[0]?.message).toBe('The amount cannot be negative.');
    for (const bad of ['1.234', 'abc', ' 25', '1e3', 'NaN', 1e-7]) {
      expect(moneyInputSchema.safeParse(bad).error?.issues[0]?.message, String(bad)).toBe('Enter an amount with at most 2 decimals.');
    }
    expect(moneyFits(99_999_999_999_999n)).toBe(true);
    expect(moneyFits(100_000_000_000_000n)).toBe(false);
    expect(moneyTooLargeMessage('The order total')).toBe('The order total can be at most ₹9,99,99,99,99,999.99');
  });

  it('formats rupees the Indian way', () => {
    expect(formatRupees('125000.5')).toBe('₹1,25,000.50');
    expect(formatRupees(null)).toBe('₹0.00');
  });
});
