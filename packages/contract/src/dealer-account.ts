import { z } from 'zod';
import { formatIndianAmount } from './common/amount-words';
import { isoDateSchema } from './common/date-schemas';
import { emptyToUndefined, recordIdInput } from './common/inputs';
import { moneyInput, moneySchema, toCents } from './common/money';
import { listQuerySchema } from './common/list-query';
import { financialYearBounds, financialYearOf, invoiceListItemSchema, listPeriodShape, reasonSchema } from './invoice';

/**
 * What a dealer pays (issue 31 points 3-7): the account texts, payments received and their allocation to invoices, and
 * the dealer's own account page. See docs/decisions/031-invoices-payments-credit.md. Beside it: the ledger and its
 * statement (dealer-statement.ts), receivables with ageing (receivables.ts), credit control at approval
 * (credit-control.ts).
 */

export const ACCOUNT_TEXT = {
  amount: 'Enter an amount above zero with at most 2 decimals.',
  receivedOn: 'Enter the date the payment was received.',
  receivedOnFuture: 'The payment date cannot be after today.',
  mode: 'Choose cash, UPI, bank transfer or cheque',
  chequeNumber: 'Enter the cheque number: 6 digits',
  dealerRequired: 'Choose a dealer',
  invoiceNotOpen: (number: string) => `Invoice ${number} has nothing left to pay.`,
  invoiceOfOtherDealer: 'Choose invoices of this dealer only.',
  reversalReason: 'Give the reason for the reversal (for a cheque: why it bounced).',
  alreadyReversed: 'This payment was already reversed.',
  reversedOnFuture: 'The reversal date cannot be after today.',
  reversedOnBeforeReceived: 'The reversal date cannot be before the payment was received.',
  rangeOrder: 'The start date must not be after the end date.',
  monthRequired: 'Choose a month as YYYY-MM.',
  overrideAdminOnly: 'Only an admin can approve past the credit check.',
  tdsSection: 'Enter the TDS section as in Form 26AS, for example 194Q.',
  refundAmount: 'Enter the amount to refund: above zero with at most 2 decimals.',
  refundReason: 'Give the reason for the refund.',
  refundDate: 'Enter the date of the refund.',
  refundDateFuture: 'The refund date cannot be after today.',
  refundedPaymentReversal: 'Part of this payment was refunded to the dealer: it cannot be reversed.',
  quarterRequired: 'Choose a quarter as YYYY-YY-Qn, for example 2026-27-Q1.',
  chequeDate: 'Enter the date written on the cheque.',
  chequeBank: 'Enter the bank the cheque is drawn on.',
  chequeStale: 'A cheque is valid for three months from its date: this one was already out of date when it came.',
  chequeTooFar: 'A post-dated cheque may be dated at most a year ahead.',
  bankChargesNotCheque: 'Bank charges go only with a bounced cheque.',
  bankChargesPostDated: 'This cheque was never presented (it is post-dated): it carries no bank charges.',
  bankChargesNoInvoice: 'This dealer has no invoice the charges can be added to.',
  postDatedNoReceipt: "A post-dated cheque gets its receipt on the cheque's date.",
} as const;

/**
 * Income-tax Act s.269ST: no one receives 2,00,000 or more in cash from one person in a day (the penalty under s.271DA
 * equals the amount). docs/decisions/031, "Payments: cash limit, TDS, receipts, refunds".
 */
export const CASH_LIMIT_CENTS = 20_000_000n;
export function cashLimitMessage(cashSoFar: string): string {
  const figures = formatIndianAmount(cashSoFar);
  return `Cash of 2,00,000 or more from one person in a day is not allowed (Income-tax Act s.269ST): today's cash from this dealer is ${figures.includes('.') ? figures : `${figures}.00`}`;
}

/** The largest payment, TDS or refund one entry takes (99,99,99,999.99): far above any dealer's, far below the column's. */
export const PAYMENT_MAX_CENTS = 99_999_999_999n;

/**
 * A payment's or refund's date: not after today and not before the previous financial year began, so a typo
 * (0001-01-01, 2062) never reaches the books (issue 41 point 11).
 */
export function entryDateProblem(day: string, today: string, label: string): string | undefined {
  const earliest = earliestEntryDate(today);
  if (day > today) return `${label} cannot be after today.`;
  if (day < earliest) return `${label} must be within this or the previous financial year (from ${earliest}).`;
  return undefined;
}
export function earliestEntryDate(today: string): string {
  return financialYearBounds(`${Number(financialYearOf(today).slice(0, 4)) - 1}-00`).from;
}

/** The quarter of the financial year a day falls in, as Form 26AS and the TDS returns name it: "2026-27-Q1" (April-June). */
export function tdsQuarterOf(day: string): string {
  const month = Number(day.slice(5, 7));
  const quarter = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
  return `${financialYearOf(day)}-Q${quarter}`;
}
/** The first and last day of a quarter ("2026-27-Q2" -> 2026-07-01, 2026-09-30). */
export function tdsQuarterBounds(quarter: string): { from: string; to: string } {
  const start = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(-1));
  const firstMonth = q === 4 ? 1 : 4 + (q - 1) * 3;
  const year = q === 4 ? start + 1 : start;
  const lastMonth = firstMonth + 2;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { from: `${year}-${pad(firstMonth)}-01`, to: `${year}-${pad(lastMonth)}-${pad(lastDay)}` };
}

// ---------------------------------------------------------------------------------------------------------------
// Payments received.

export const PAYMENT_MODES = [
  { key: 'cash', label: 'Cash' },
  { key: 'upi', label: 'UPI' },
  { key: 'bank_transfer', label: 'Bank transfer' },
  { key: 'cheque', label: 'Cheque' },
] as const;
export const PAYMENT_MODE_KEYS = PAYMENT_MODES.map((mode) => mode.key) as ['cash', 'upi', 'bank_transfer', 'cheque'];
export type PaymentMode = (typeof PAYMENT_MODE_KEYS)[number];
export function paymentModeLabel(key: string): string {
  return PAYMENT_MODES.find((mode) => mode.key === key)?.label ?? key;
}

/**
 * Received: it counts; Reversed: a bounced cheque (or a wrong entry) reversed by a ledger row, never deleted;
 * Post-dated: a cheque dated after today, kept aside until its date (docs/decisions/053-cheques-bounces-and-texts.md).
 */
export const PAYMENT_STATUSES = ['Received', 'Reversed', 'Post-dated'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The largest bank charge a bounce carries (1,00,000.00): banks charge hundreds; more is a typo. */
const BANK_CHARGES_MAX_CENTS = 10_000_000n;

const monthsAfter = (day: string, months: number) => {
  const moment = new Date(`${day}T00:00:00Z`);
  moment.setUTCMonth(moment.getUTCMonth() + months);
  return moment.toISOString().slice(0, 10);
};

/**
 * The day a payment counts as received: a cheque's own date when it is later than the day it came (post-dated),
 * else the day received.
 */
export function paymentCountsOn(payment: { mode: string; received_on: string; cheque_date?: string | null }): string {
  return payment.mode === 'cheque' && payment.cheque_date && payment.cheque_date > payment.received_on ? payment.cheque_date : payment.received_on;
}

/**
 * A cheque's date: a cheque is valid for three months from its date (RBI, April 2012), so one dated more than three
 * months before it came was already out of date; a post-dated one may be dated at most a year after today (a typo guard).
 */
export function chequeDateProblem(chequeDate: string, receivedOn: string, today: string): string | undefined {
  if (monthsAfter(chequeDate, 3) < receivedOn) return ACCOUNT_TEXT.chequeStale;
  if (chequeDate > monthsAfter(today, 12)) return ACCOUNT_TEXT.chequeTooFar;
  return undefined;
}

export const positiveMoney = (label: string, message: string) =>
  z
    .preprocess((v) => (v === '' || v === null ? undefined : v), moneyInput({ label, maxCents: PAYMENT_MAX_CENTS }).refine((v) => toCents(v) > 0n, message).optional())
    .refine((v) => v !== undefined, message);

/** A TDS section as Form 26AS prints it: 194Q (purchase of goods) unless the dealer deducted under another. */
const tdsSectionSchema = z
  .preprocess((v) => (v === '' || v === null || v === undefined ? '194Q' : typeof v === 'string' ? v.trim().toUpperCase() : v), z.string().regex(/^19[0-9][A-Z0-9()]{0,6}$/, ACCOUNT_TEXT.tdsSection))
  .optional()
  .default('194Q');

/** POST /billing/payments. Without `invoice_ids` the payment goes to the oldest open invoices first. */
export const paymentInputSchema = z
  .object({
    dealer_id: recordIdInput(ACCOUNT_TEXT.dealerRequired),
    /** The money received (cash, UPI, bank, cheque). */
    amount: positiveMoney('Amount', ACCOUNT_TEXT.amount),
    /** Tax the dealer deducted at source (s.194Q): it settles invoices like money received and is kept apart as TDS receivable. */
    tds_amount: z.preprocess(emptyToUndefined, moneyInput({ label: 'TDS amount', maxCents: PAYMENT_MAX_CENTS, nonNegative: true }).optional()).optional().default('0.00'),
    tds_section: tdsSectionSchema,
    received_on: z.preprocess(emptyToUndefined, z.string({ error: ACCOUNT_TEXT.receivedOn }).pipe(isoDateSchema)),
    mode: z.enum(PAYMENT_MODE_KEYS, { error: ACCOUNT_TEXT.mode }),
    cheque_number: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v ?? ''), z.string().max(20)).optional().default(''),
    /** The date written on a cheque; absent: the day it came. A later date makes it post-dated until then. */
    cheque_date: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
    /** The bank a cheque is drawn on. */
    cheque_bank: z.string().trim().max(100, 'At most 100 characters').optional().default(''),
    reference: z.string().trim().max(100, 'At most 100 characters').optional().default(''),
    note: z.string().trim().max(500, 'At most 500 characters').optional().default(''),
    /** The invoices to pay, in the order given; empty or absent: oldest open first. What is left stays as an advance. */
    invoice_ids: z.array(recordIdInput('Choose a valid invoice')).max(100).optional().default([]),
  })
  .superRefine((input, ctx) => {
    if (input.mode === 'cheque' && !/^\d{6}$/.test(input.cheque_number)) {
      ctx.addIssue({ code: 'custom', path: ['cheque_number'], message: ACCOUNT_TEXT.chequeNumber });
    }
  });
export type PaymentInput = z.infer<typeof paymentInputSchema>;

const paymentAllocationSchema = z.object({ invoice_id: z.number().int(), invoice_number: z.string(), amount: moneySchema });

export const paymentListItemSchema = z.object({
  id: z.number().int(),
  dealer_id: z.number().int(),
  dealer_name: z.string(),
  amount: moneySchema,
  received_on: z.string(),
  mode: z.enum(PAYMENT_MODE_KEYS),
  cheque_number: z.string(),
  /** A cheque's own date (null: other modes, and cheques recorded before it was kept) and its bank. */
  cheque_date: z.string().nullable(),
  cheque_bank: z.string(),
  reference: z.string(),
  /** Allocated to invoices; `unallocated` is the advance still to use (0 once reversed). */
  allocated: moneySchema,
  unallocated: moneySchema,
  status: z.enum(PAYMENT_STATUSES),
  /** TDS the dealer deducted (0.00 without): with `amount` it is what the payment settles. */
  tds_amount: moneySchema,
  tds_section: z.string().nullable(),
  /** "2026-27-Q1" when there is TDS. */
  tds_quarter: z.string().nullable(),
  /** Refunded to the dealer out of its advance. */
  refunded: moneySchema,
  /** The receipt voucher's number (rule 50); null while a cheque is post-dated (it gets its receipt on its date). */
  receipt_number: z.string().nullable(),
});
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;

export const paymentSchema = paymentListItemSchema.extend({
  note: z.string(),
  allocations: z.array(paymentAllocationSchema),
  reversed_on: z.string().nullable(),
  reversal_reason: z.string().nullable(),
  /** The debit note of a bounced cheque's bank charges. */
  bank_charges_note: z.object({ id: z.number().int(), number: z.string(), total: moneySchema }).nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListQuerySchema = listQuerySchema.extend({
  dealer: z.preprocess(emptyToUndefined, recordIdInput('Choose a valid dealer').optional()),
  mode: z.preprocess(emptyToUndefined, z.enum(PAYMENT_MODE_KEYS, { error: ACCOUNT_TEXT.mode }).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(PAYMENT_STATUSES, { error: 'Choose Received, Reversed or Post-dated' }).optional()),
  ...listPeriodShape,
});

/** The office's card of post-dated cheques: how many wait, their sum, and the next ones due (oldest date first). */
export const postDatedChequesSchema = z.object({ count: z.number().int(), amount: moneySchema, next: z.array(paymentListItemSchema) });
export type PostDatedCheques = z.infer<typeof postDatedChequesSchema>;

/** The totals of the payments a list's filters select (issue 48 point 4). */
export const paymentTotalsSchema = z.object({ count: z.number().int(), amount: moneySchema, tds: moneySchema });
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

/** POST /billing/payments/:id/reversal: a bounced cheque or a wrong entry. */
export const paymentReversalInputSchema = z.object({
  reason: reasonSchema(ACCOUNT_TEXT.reversalReason),
  /** Default today. */
  reversed_on: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
  /** What the bank charged for a bounced cheque: the dealer gets a debit note for it. Blank or 0: none. */
  bank_charges: z.preprocess(emptyToUndefined, moneyInput({ label: 'Bank charges', maxCents: BANK_CHARGES_MAX_CENTS, nonNegative: true }).optional()),
});
export type PaymentReversalInput = z.infer<typeof paymentReversalInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The dealer's account page.

/** GET /billing/my-account (a dealer) and /billing/dealers/:id/account (staff): the dealer's page. */
export const dealerAccountSchema = z.object({
  dealer_id: z.number().int(),
  dealer_name: z.string(),
  credit_limit: moneySchema.nullable(),
  payment_terms_days: z.number().int(),
  outstanding: moneySchema,
  overdue: moneySchema,
  advance: moneySchema,
  /** What the next approval can take: credit limit less outstanding and `uninvoiced_orders`; null without a limit. */
  available_credit: moneySchema.nullable(),
  /** Approved or started orders not yet invoiced: they count against the credit limit at the next approval. */
  uninvoiced_orders: moneySchema,
  /** Open invoices, oldest first (at most 20; the invoices list has the rest). */
  open_invoices: z.array(invoiceListItemSchema),
  /** The latest five payments. */
  recent_payments: z.array(paymentListItemSchema),
});
export type DealerAccount = z.infer<typeof dealerAccountSchema>;
