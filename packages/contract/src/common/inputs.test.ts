import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParamSchema, numberInput, numberTextInput, recordIdInput } from './inputs';

describe('strict numbers', () => {
  it('path ids are plain decimal digits within the id range', () => {
    expect(idParamSchema.parse({ id: '16' })).toEqual({ id: 16 });
    expect(idParamSchema.parse({ id: '007' })).toEqual({ id: 7 });
    for (const id of ['0x10', ' 1', '1 ', '1e1', '-1', '0', '1.5', '+1', '', '2147483648', '99999999999999', 'abc', '１']) {
      expect(idParamSchema.safeParse({ id }).success, id).toBe(false);
    }
  });

  it('body numbers accept JSON numbers and digit strings, never true, " ", hex or exponents', () => {
    const count = numberInput(z.number({ error: 'Enter a number' }).int('Whole').min(0, 'At least 0'));
    expect(count.parse(25)).toBe(25);
    expect(count.parse('25')).toBe(25);
    expect(count.safeParse('-1').error?.issues[0]?.message).toBe('At least 0');
    for (const bad of [true, false, ' ', ' 25', '25 ', '0x10', '1e1', '+5', '.5', '5.', [], {}, 'NaN', 'Infinity']) {
      expect(count.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe('Enter a number');
    }
    expect(numberInput(z.number().optional()).parse('')).toBeUndefined();
  });

  it('numbers checked as text keep their digits and refuse the same loose forms', () => {
    const money = numberTextInput(z.string({ error: 'Enter an amount' }).regex(/^\d+(\.\d{1,2})?$/, 'At most 2 decimals'));
    expect(money.parse(12.5)).toBe('12.5');
    expect(money.parse('12.50')).toBe('12.50');
    expect(money.safeParse(true).error?.issues[0]?.message).toBe('Enter an amount');
    for (const bad of [' ', '0x10', '1e1', ' 5']) expect(money.safeParse(bad).success, bad).toBe(false);
  });

  it('record ids in bodies refuse anything but a whole number in range, with the field message', () => {
    const dealer = recordIdInput('Choose a dealer');
    expect(dealer.parse('7')).toBe(7);
    for (const bad of [0, -1, 1.5, '0x10', true, ' 7', '2147483648', undefined]) {
      expect(dealer.safeParse(bad).error?.issues[0]?.message, String(bad)).toBe('Choose a dealer');
    }
  });
});

describe('quantities that fit their column', () => {
  it('knows what numeric(14,3) holds and names the limit', async () => {
    const { quantityFits, quantityTooLargeMessage } = await import('./inputs');
    expect(quantityFits(99_999_999_999_999n)).toBe(true);
    expect(quantityFits(100_000_000_000_000n)).toBe(false);
    expect(quantityTooLargeMessage('The stock')).toBe('The stock can be at most 99,99,99,99,999.999');
  });
});
