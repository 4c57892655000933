import { z } from 'zod';

/**
 * Money travels as a two-decimal string ("1250.00") and is computed in integer paise, never in floats
 * (DECISIONS.md section 1 and docs/decisions/004-money.md).
 */
const MONEY_PATTERN = /^-?\d{1,12}(\.\d{1,2})?$/;

/** Accepts 25, "25", "25.5" (and "" as absent when wrapped in optional helpers); gives "25.50". Strict: no " 25". */
export const moneyInputSchema = z
  .union([z.number(), z.string()])
  .transform((v) => (typeof v === 'number' ? String(v) : v))
  .refine((v) => MONEY_PATTERN.test(v), { message: 'Enter an amount with at most 2 decimals.' })
  .transform((v) => formatCents(toCents(v)));

export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

export function toCents(value: string | number): bigint {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** "₹1,250.00" for screens. */
export function formatRupees(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return inr.format(0);
  return inr.format(Number(value));
}
