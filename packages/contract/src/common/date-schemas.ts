import { z } from 'zod';
import {
  dayFilterMessage,
  DEFAULT_TIME_ZONE,
  documentDayMessage,
  FORM_DATE_TEXT,
  inDocumentDayWindow,
  inFilterYears,
  isRealDate,
  monthFilterMessage,
  todayIn,
} from './dates';

// The date schemas; dates.ts keeps the plain values and functions, which the browser's first screens use without zod.

/**
 * A date typed in a form (an order's start date, a payment's date, a work order's due date): YYYY-MM-DD, a day of the
 * calendar, in the years 2000-2100 like the list filters (docs/decisions/026), so 0001-01-01 or 9999-12-31 answers
 * 400 on its field instead of reaching date arithmetic or the database. A form's own rules (not before today, at
 * most two years ahead) come after it.
 */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((value) => !/^\d{4}-/.test(value) || inFilterYears(Number(value.slice(0, 4))), FORM_DATE_TEXT.years)
  .refine(isRealDate, 'Enter a valid date.');

/** The same with the field's name in the message ("Start date must be a date from 2000-01-01 to 2100-12-31, ..."). */
export function formDateSchema(label: string) {
  return z
    .string({ error: dayFilterMessage(label) })
    .trim()
    .superRefine((value, ctx) => {
      const match = /^(\d{4})-\d{2}-\d{2}$/.exec(value);
      if (!match || !inFilterYears(Number(match[1]))) ctx.addIssue({ code: 'custom', message: dayFilterMessage(label) });
      else if (!isRealDate(value)) ctx.addIssue({ code: 'custom', message: `${label}: ${value} is not a day of the calendar.` });
    });
}

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
  return z.preprocess(blankToUndefined, formDateSchema(label).optional());
}

/**
 * The date of a money document (invoice, note, payment, receipt, refund): a day of the calendar in the current or the
 * previous financial year of today in `timeZone` (dates.ts, documentDayWindow), else 400 naming the field. A service
 * that knows the configured time zone checks the same window again with inDocumentDayWindow.
 */
export function financialYearDateSchema(label: string, timeZone: string = DEFAULT_TIME_ZONE) {
  return formDateSchema(label).superRefine((value, ctx) => {
    const today = todayIn(timeZone);
    const match = /^(\d{4})-\d{2}-\d{2}$/.exec(value);
    // A day of the wrong shape, outside 2000-2100 or not of the calendar has its message already.
    if (match && inFilterYears(Number(match[1])) && isRealDate(value) && !inDocumentDayWindow(value, today)) {
      ctx.addIssue({ code: 'custom', message: documentDayMessage(label, today) });
    }
  });
}
