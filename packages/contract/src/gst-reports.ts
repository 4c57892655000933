import { z } from 'zod';
import { emptyToUndefined } from './common/inputs';
import { gstAmountsShape, moneySchema } from './common/money';
import { ACCOUNT_TEXT } from './dealer-account';

/** The accountant's monthly exports: the sales register and the HSN summary (docs/decisions/031-invoices-payments-credit.md). */

export const reportMonthQuerySchema = z.object({
  month: z
    .string({ error: ACCOUNT_TEXT.monthRequired })
    .trim()
    .regex(/^(20\d{2}|2100)-(0[1-9]|1[0-2])$/, ACCOUNT_TEXT.monthRequired),
  format: z.preprocess(emptyToUndefined, z.enum(['json', 'csv']).optional()),
});

const SALES_REGISTER_DOCUMENTS = ['Invoice', 'Credit note', 'Debit note'] as const;

/** One row per document and GST rate (as GSTR-1 wants it); a credit note's amounts are negative, a debit note's positive, so the month nets. */
export const salesRegisterRowSchema = z.object({
  document: z.enum(SALES_REGISTER_DOCUMENTS),
  number: z.string(),
  date: z.string(),
  /** For a credit note: the invoice it cancels. */
  original_invoice: z.string().nullable(),
  buyer_gstin: z.string().nullable(),
  buyer_name: z.string(),
  /** "32-Kerala". */
  place_of_supply: z.string(),
  taxable_value: moneySchema,
  gst_rate: moneySchema,
  ...gstAmountsShape,
});
export const salesRegisterSchema = z.object({
  month: z.string(),
  rows: z.array(salesRegisterRowSchema),
  totals: z.object({ taxable_value: moneySchema, cgst: moneySchema, sgst: moneySchema, igst: moneySchema, total: moneySchema }),
});

const hsnSummaryRowSchema = z.object({
  hsn_code: z.string(),
  description: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  gst_rate: moneySchema,
  taxable_value: moneySchema,
  ...gstAmountsShape,
});
export const hsnSummarySchema = z.object({
  month: z.string(),
  rows: z.array(hsnSummaryRowSchema),
  totals: z.object({ quantity: z.number().int(), taxable_value: moneySchema, cgst: moneySchema, sgst: moneySchema, igst: moneySchema, total: moneySchema }),
});
