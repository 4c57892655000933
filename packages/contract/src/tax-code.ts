import { z } from 'zod';
import { formatCents, toCents } from './common/money';

/**
 * HSN code and GST rate as a product and a product type carry them (issue 41 point 10,
 * docs/decisions/030-dealer-accounts-settings.md): apart from billing.ts so the catalogue's schemas can use them.
 */

export const TAX_CODE_TEXT = {
  hsn: 'Enter an HSN code of 4, 6 or 8 digits',
  hsnSixDigits: "Enter an HSN code of 6 or 8 digits: the company's turnover is above 5 crore (Notification 78/2020-CT)",
  gstRate: 'Enter a GST rate from 0 to 28 with at most 2 decimals',
} as const;

/** 4, 6 or 8 digits, written with or without the dot ("7308.30" is 730830): the HSN levels a tax invoice uses. */
export const hsnCodeSchema = z
  .string({ error: TAX_CODE_TEXT.hsn })
  .trim()
  .transform((v) => v.replace(/\./g, ''))
  .refine((v) => /^(\d{4}|\d{6}|\d{8})$/.test(v), TAX_CODE_TEXT.hsn);

/** Above 5 crore of aggregate turnover an invoice prints at least 6 digits of HSN (Notification 78/2020-CT). */
export function hsnFitsTurnover(hsn: string, turnoverAbove5Crore: boolean): boolean {
  return !turnoverAbove5Crore || hsn.length >= 6;
}

/** A GST rate in percent as a two-decimal string ("18.00"), like money (docs/product/money-and-ledgers.md#paise-and-rupees): exact, no floats. */
export const gstRateInputSchema = z
  .union([z.number(), z.string()], { error: TAX_CODE_TEXT.gstRate })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^\d{1,2}(\.\d{1,2})?$/.test(v), TAX_CODE_TEXT.gstRate)
  .transform((v) => formatCents(toCents(v)))
  .refine((v) => toCents(v) <= 2800n, TAX_CODE_TEXT.gstRate);

