import { describe, expect, it } from 'vitest';
import { formatCents, formatRupees, moneyInputSchema, toCents } from './money';

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

  it('formats rupees the Indian way', () => {
    expect(formatRupees('125000.5')).toBe('₹1,25,000.50');
    expect(formatRupees(null)).toBe('₹0.00');
  });
});
