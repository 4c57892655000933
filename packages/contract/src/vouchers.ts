import { z } from 'zod';
import { isoDateSchema } from './common/date-schemas';
import { emptyToUndefined, recordIdInput } from './common/inputs';
import { listQuerySchema } from './common/list-query';
import { moneySchema } from './common/money';
import { ACCOUNT_TEXT, PAYMENT_MODE_KEYS, positiveMoney, paymentSchema } from './dealer-account';
import { reasonSchema, sellerSchema } from './invoice';

/** Receipt and refund vouchers (CGST rules 50 and 51) and the TDS report (docs/decisions/031-invoices-payments-credit.md). */

const voucherDealerSchema = z.object({ id: z.number().int(), name: z.string(), address: z.string(), gstin: z.string().nullable(), state_name: z.string() });

/** GET /billing/payments/:id/receipt: what the receipt voucher prints. */
export const receiptSchema = z.object({
  number: z.string(),
  date: z.string(),
  company: sellerSchema,
  dealer: voucherDealerSchema,
  payment: paymentSchema,
  /** Money received in words ("Rupees One Lakh Only"). */
  amount_words: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** POST /billing/refunds: returns part of a dealer's unallocated advance. */
export const refundInputSchema = z.object({
  dealer_id: recordIdInput(ACCOUNT_TEXT.dealerRequired),
  amount: positiveMoney('Amount', ACCOUNT_TEXT.refundAmount),
  refund_date: z.preprocess(emptyToUndefined, z.string({ error: ACCOUNT_TEXT.refundDate }).pipe(isoDateSchema)),
  mode: z.enum(PAYMENT_MODE_KEYS, { error: ACCOUNT_TEXT.mode }),
  reference: z.string().trim().max(100, 'At most 100 characters').optional().default(''),
  reason: reasonSchema(ACCOUNT_TEXT.refundReason),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

export const refundListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  refund_date: z.string(),
  dealer_id: z.number().int(),
  dealer_name: z.string(),
  amount: moneySchema,
  mode: z.enum(PAYMENT_MODE_KEYS),
  reference: z.string(),
  reason: z.string(),
});
export type RefundListItem = z.infer<typeof refundListItemSchema>;

/** A refund voucher: which receipts' advances it returns (rule 51 names the receipt voucher). */
export const refundSchema = refundListItemSchema.extend({
  company: sellerSchema,
  dealer: voucherDealerSchema,
  amount_words: z.string(),
  receipts: z.array(z.object({ payment_id: z.number().int(), receipt_number: z.string(), received_on: z.string(), amount: moneySchema })),
  created_at: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundListQuerySchema = listQuerySchema.extend({
  dealer: z.preprocess(emptyToUndefined, recordIdInput('Choose a valid dealer').optional()),
});

/** GET /billing/reports/tds?quarter=2026-27-Q1: per dealer, to match with Form 26AS. */
export const tdsReportQuerySchema = z.object({
  quarter: z
    .string({ error: ACCOUNT_TEXT.quarterRequired })
    .trim()
    .refine((q) => /^20\d{2}-\d{2}-Q[1-4]$/.test(q) && (Number(q.slice(0, 4)) + 1) % 100 === Number(q.slice(5, 7)), ACCOUNT_TEXT.quarterRequired),
  format: z.preprocess(emptyToUndefined, z.enum(['json', 'csv']).optional()),
});
const tdsReportRowSchema = z.object({
  dealer_id: z.number().int(),
  dealer_name: z.string(),
  gstin: z.string().nullable(),
  section: z.string(),
  payments: z.number().int(),
  /** Money received on those payments. */
  amount_received: moneySchema,
  tds_amount: moneySchema,
});
export const tdsReportSchema = z.object({
  quarter: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(tdsReportRowSchema),
  totals: z.object({ payments: z.number().int(), amount_received: moneySchema, tds_amount: moneySchema }),
});
export type TdsReport = z.infer<typeof tdsReportSchema>;
