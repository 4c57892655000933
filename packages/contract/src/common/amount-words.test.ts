import { describe, expect, it } from 'vitest';
import { amountInIndianWords, formatDrCr, formatIndianAmount, wholeNumberInIndianWords } from './amount-words';

describe('amounts in Indian words and figures', () => {
  it('writes the issue example 1,23,45,678.50 by hand-worked words', () => {
    expect(amountInIndianWords('12345678.50')).toBe(
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Fifty Paisa Only',
    );
    expect(formatIndianAmount('12345678.50')).toBe('1,23,45,678.50');
  });

  it('handles zero, teens, round numbers and paise alone', () => {
    expect(amountInIndianWords('0.00')).toBe('Rupees Zero Only');
    expect(amountInIndianWords('0.05')).toBe('Five Paisa Only');
    expect(amountInIndianWords('0.01')).toBe('One Paisa Only');
    expect(amountInIndianWords('19.99')).toBe('Rupees Nineteen and Ninety Nine Paisa Only');
    expect(amountInIndianWords('1.50')).toBe('Rupees One and Fifty Paisa Only');
    expect(amountInIndianWords('-0.01')).toBe('Minus One Paisa Only');
    expect(amountInIndianWords('100000')).toBe('Rupees One Lakh Only');
    expect(amountInIndianWords('1180.00')).toBe('Rupees One Thousand One Hundred Eighty Only');
    expect(amountInIndianWords('-250')).toBe('Minus Rupees Two Hundred Fifty Only');
    expect(wholeNumberInIndianWords(10_000_000_000n)).toBe('One Thousand Crore');
    expect(wholeNumberInIndianWords(990_000_101n)).toBe('Ninety Nine Crore One Hundred One');
  });

  it('groups figures in lakhs and crores', () => {
    expect(formatIndianAmount('500000.00')).toBe('5,00,000');
    expect(formatIndianAmount('420000')).toBe('4,20,000');
    expect(formatIndianAmount('999.5')).toBe('999.50');
    expect(formatIndianAmount('1000')).toBe('1,000');
    expect(formatIndianAmount('-110000.00')).toBe('-1,10,000');
  });

  it('writes a balance as Dr or Cr, never negative', () => {
    expect(formatDrCr('-23467.00')).toBe('23,467.00 Cr');
    expect(formatDrCr('123456.5')).toBe('1,23,456.50 Dr');
    expect(formatDrCr('0.00')).toBe('0.00');
    expect(formatDrCr('-0.01')).toBe('0.01 Cr');
  });
});
