import { z } from 'zod';
import { formatCents, formatRupees, toCents } from './money-format';

export { formatCents, formatRupees, isPositiveAmount, toCents } from './money-format';

/**
 * Money travels as a two-decimal string ("1250.00") and is computed in integer paise, never in floats
 * (docs/product/money-and-ledgers.md#paise-and-rupees and docs/decisions/004-money.md).
 */
const MONEY_SHAPE = /^-?\d+(\.\d{1,2})?$/;

/**
 * The largest amount a money column holds: numeric(14,2), twelve digits before the point (999,999,999,999.99).
 * An amount beyond it, typed or computed (an order's total, a balance), answers 400 naming the field
 * (docs/decisions/039-one-stock-check-and-bounded-inputs.md), never the database's overflow.
 */
const MONEY_COLUMN_MAX_CENTS = 99_999_999_999_999n;

const MONEY_TEXT = {
  decimals: 'Enter an amount with at most 2 decimals.',
  atLeastZero: 'The amount cannot be negative.',
} as const;

/** "Amount can be at most ₹9,99,99,99,99,999.99": the message of an amount beyond what its field can hold. */
export function moneyTooLargeMessage(label = 'The amount', maxCents: bigint = MONEY_COLUMN_MAX_CENTS): string {
  return `${label} can be at most ${formatRupees(formatCents(maxCents))}`;
}

/** Whether an amount in paise fits a money column (or a smaller `maxCents`), either sign. */
export function moneyFits(cents: bigint, maxCents: bigint = MONEY_COLUMN_MAX_CENTS): boolean {
  return cents <= maxCents && cents >= -maxCents;
}

/**
 * A money input: 25, "25", "25.5" give "25.50"; strict (no " 25", no exponents). An amount with more than 2 decimals
 * is refused as such; one beyond `maxCents` (default: what the column holds) with `moneyTooLargeMessage(label)`, so
 * the 400 names the field and its limit instead of the database's overflow. `nonNegative` refuses amounts below 0.
 */
export function moneyInput({ label, maxCents = MONEY_COLUMN_MAX_CENTS, nonNegative = false }: { label?: string; maxCents?: bigint; nonNegative?: boolean } = {}) {
  return z
    .union([z.number(), z.string()])
    .transform((v, ctx) => {
      const text = typeof v === 'number' ? numberText(v) : v;
      if (text === undefined) {
        ctx.addIssue({ code: 'custom', message: moneyTooLargeMessage(label, maxCents) });
        return z.NEVER;
      }
      if (!MONEY_SHAPE.test(text)) {
        ctx.addIssue({ code: 'custom', message: MONEY_TEXT.decimals });
        return z.NEVER;
      }
      // More digits than any limit: refused before BigInt reads a long string.
      const cents = text.replace('-', '').split('.')[0]!.replace(/^0+/, '').length > 18 ? undefined : toCents(text);
      if (cents === undefined || !moneyFits(cents, maxCents)) {
        ctx.addIssue({ code: 'custom', message: moneyTooLargeMessage(label, maxCents) });
        return z.NEVER;
      }
      if (nonNegative && cents < 0n) {
        ctx.addIssue({ code: 'custom', message: MONEY_TEXT.atLeastZero });
        return z.NEVER;
      }
      return formatCents(cents);
    });
}

/** A JSON number as plain decimal text; undefined for one too large to be written without an exponent. */
function numberText(value: number): string | undefined {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 1e15) return undefined;
  const text = String(value);
  // 1e-7 and the like: no amount of paise, refused as too many decimals.
  return /e/i.test(text) ? value.toFixed(10) : text;
}

/** Accepts 25, "25", "25.5" (and "" as absent when wrapped in optional helpers); gives "25.50". Strict: no " 25". */
export const moneyInputSchema = moneyInput();

export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** A taxed amount's GST heads and its total, in the order every document and report lists them. */
export const gstAmountsShape = { cgst: moneySchema, sgst: moneySchema, igst: moneySchema, total: moneySchema };
