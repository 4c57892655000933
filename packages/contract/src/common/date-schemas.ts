import { z } from 'zod';
import { dayFilterMessage, inFilterYears, isRealDate, monthFilterMessage } from './dates';

// The date schemas; dates.ts keeps the plain values and functions, which the browser's first screens use without zod.

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine(isRealDate, 'Enter a valid date.');

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A `YYYY-MM` filter of a list (the dashboards' drill-down), years 2000-2100; blank means no filter. */
export function monthFilterSchema(label: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((value) => {
        const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
        return !!match && inFilterYears(Number(match[1]));
      }, monthFilterMessage(label))
      .optional(),
  );
}

/** A `YYYY-MM-DD` filter of a list: a day of the calendar in the years 2000-2100; blank means no filter. */
export function dayFilterSchema(label: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const match = /^(\d{4})-\d{2}-\d{2}$/.exec(value);
        if (!match || !inFilterYears(Number(match[1]))) ctx.addIssue({ code: 'custom', message: dayFilterMessage(label) });
        else if (!isRealDate(value)) ctx.addIssue({ code: 'custom', message: `${label}: ${value} is not a day of the calendar.` });
      })
      .optional(),
  );
}
