import { z } from 'zod';

/** Inputs accept numbers written as strings, and "" in an optional field means no value (docs/product/api-conventions.md#inputs). */
export function emptyToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

export const PHONE_TEXT = { length: 'Your number must be 10 characters', digitsOnly: 'Use digits only' } as const;

export const phoneSchema = z
  .string({ error: 'Please enter your phone number' })
  .trim()
  .min(1, 'Please enter your phone number')
  .length(10, PHONE_TEXT.length)
  // Exactly 10 digits (docs/product/guards.md#people-guards): "abcdefghij" has the length but is no phone number.
  .regex(/^\d*$/, PHONE_TEXT.digitsOnly);

export const emailSchema = z.string({ error: 'Please enter an email' }).trim().email('Enter a valid email');

/** Largest id a PostgreSQL `serial` holds; a bigger id names no record. */
const MAX_ID = 2_147_483_647;

// ---------------------------------------------------------------------------------------------------------------
// Strict numbers (docs/product/api-conventions.md#server-hardening): a body or query number is a JSON number or a plain decimal string
// ("25", "-3", "2.5"). Never `true`, " ", "0x10", "1e1", "+5" or " 25": what JavaScript's Number() would read
// loosely is refused, so one value has one meaning.

/** A plain decimal written out: optional minus, digits, optional fraction. */
export const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * The preprocess step of every strict number: "" and null mean no value; a plain decimal string becomes its number;
 * anything else is left as it is, so the number schema after it refuses it with its own message.
 */
export function strictNumber(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  if (typeof value === 'string' && DECIMAL_TEXT.test(value)) return Number(value);
  return value;
}

/**
 * The same for numbers checked as text (money, 3-decimal stock): a JSON number becomes its text, a string stays as it
 * is (no trimming), and the caller's pattern decides. `true` stays a boolean and fails the string schema.
 */
function strictNumberText(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : value;
  return value;
}

/** A strict number: `numberInput(z.number({ error: 'Enter a number' }).int().min(0))`. */
export function numberInput<T extends z.ZodType>(schema: T) {
  return z.preprocess(strictNumber, schema);
}

/** A strict number kept as text, checked by the caller's schema (usually a pattern of allowed decimals). */
export function numberTextInput<T extends z.ZodType>(schema: T) {
  return z.preprocess(strictNumberText, schema);
}

/** A record id in a body or query: a whole number from 1 to MAX_ID (a larger one names no record: the same message). */
export function recordIdInput(message: string) {
  return numberInput(z.number({ error: message }).int(message).positive(message).max(MAX_ID, message));
}

/** An optional record id filter (`?supervisor=3`); "" means no filter. */
export function optionalRecordIdInput(message = 'Choose a valid record') {
  return numberInput(z.number({ error: message }).int(message).positive(message).max(MAX_ID, message).optional());
}

/**
 * A path id (`/dealer/dealer/{id}/`): plain decimal digits only. `0x10`, ` 1`, `1e1`, `-1` and ids beyond any record
 * fail, which the server answers 404 (a path that names no record).
 */
export const pathIdSchema = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_ID));

export const idParamSchema = z.object({ id: pathIdSchema });

// ---------------------------------------------------------------------------------------------------------------
// Quantities that fit their column (issue 40 point 7, docs/decisions/039-one-stock-check-and-bounded-inputs.md).

/** What a 3-decimal quantity column (numeric(14,3): stock, BOM lines, store supply lines) holds, in thousandths. */
const QUANTITY_COLUMN_MAX_MILLI = 99_999_999_999_999n;

/** Whether a quantity in thousandths fits that column, either sign. */
export function quantityFits(milli: bigint, maxMilli: bigint = QUANTITY_COLUMN_MAX_MILLI): boolean {
  return milli <= maxMilli && milli >= -maxMilli;
}

/** "The stock can be at most 99,999,999,999.999": the message of a quantity beyond what its field can hold. */
export function quantityTooLargeMessage(label = 'The quantity', maxMilli: bigint = QUANTITY_COLUMN_MAX_MILLI): string {
  const whole = (maxMilli / 1000n).toLocaleString('en-IN');
  const fraction = (maxMilli % 1000n).toString().padStart(3, '0');
  return `${label} can be at most ${whole}.${fraction}`;
}
