import { z } from 'zod';

/** Inputs accept numbers written as strings, and "" in an optional field means no value (DECISIONS.md section 1). */
export function emptyToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

export const phoneSchema = z
  .string({ error: 'Please enter your phone number' })
  .trim()
  .min(1, 'Please enter your phone number')
  .length(10, 'Your number must be 10 characters');

export const emailSchema = z.string({ error: 'Please enter an email' }).trim().email('Enter a valid email');

/** Largest id a PostgreSQL `serial` holds; a bigger path id names no record (404), not a malformed value. */
export const MAX_ID = 2_147_483_647;
export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
