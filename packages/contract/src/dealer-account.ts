import { z } from 'zod';
import { formatIndianAmount } from './common/amount-words';
import { isoDateSchema } from './common/date-schemas';
import { emptyToUndefined, recordIdInput } from './common/inputs';
import { moneyInputSchema, moneySchema, toCents } from './common/money';
import { listQuerySchema, pagedSchema } from './common/list-query';
import { invoiceListItemSchema, reasonSchema } from './invoice';

/**
 * What a dealer owes (issue 31 points 3-7): payments received and their allocation to invoices, the append-only dealer
 * ledger and its statement, receivables with ageing, the dealer's own account page, credit control at approval and
 * the accountant's GST exports. See docs/decisions/031-invoices-payments-credit.md.
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
} as const;

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

/** Received: it counts; Reversed: a bounced cheque (or a wrong entry) reversed by a ledger row, never deleted. */
export const PAYMENT_STATUSES = ['Received', 'Reversed'] as const;

const positiveMoneySchema = moneyInputSchema.refine((v) => toCents(v) > 0n, ACCOUNT_TEXT.amount);

/** POST /billing/payments. Without `invoice_ids` the payment goes to the oldest open invoices first. */
export const paymentInputSchema = z
  .object({
    dealer_id: recordIdInput(ACCOUNT_TEXT.dealerRequired),
    amount: z.preprocess((v) => (v === '' || v === null ? undefined : v), positiveMoneySchema.optional()).refine((v) => v !== undefined, ACCOUNT_TEXT.amount),
    received_on: z.preprocess(emptyToUndefined, z.string({ error: ACCOUNT_TEXT.receivedOn }).pipe(isoDateSchema)),
    mode: z.enum(PAYMENT_MODE_KEYS, { error: ACCOUNT_TEXT.mode }),
    cheque_number: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v ?? ''), z.string().max(20)).optional().default(''),
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

export const paymentAllocationSchema = z.object({ invoice_id: z.number().int(), invoice_number: z.string(), amount: moneySchema });

export const paymentListItemSchema = z.object({
  id: z.number().int(),
  dealer_id: z.number().int(),
  dealer_name: z.string(),
  amount: moneySchema,
  received_on: z.string(),
  mode: z.enum(PAYMENT_MODE_KEYS),
  cheque_number: z.string(),
  reference: z.string(),
  /** Allocated to invoices; `unallocated` is the advance still to use (0 once reversed). */
  allocated: moneySchema,
  unallocated: moneySchema,
  status: z.enum(PAYMENT_STATUSES),
});
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;
export const pagedPaymentsSchema = pagedSchema(paymentListItemSchema);

export const paymentSchema = paymentListItemSchema.extend({
  note: z.string(),
  allocations: z.array(paymentAllocationSchema),
  reversed_on: z.string().nullable(),
  reversal_reason: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListQuerySchema = listQuerySchema.extend({
  dealer: z.preprocess(emptyToUndefined, recordIdInput('Choose a valid dealer').optional()),
  mode: z.preprocess(emptyToUndefined, z.enum(PAYMENT_MODE_KEYS, { error: ACCOUNT_TEXT.mode }).optional()),
});

/** POST /billing/payments/:id/reversal: a bounced cheque or a wrong entry. */
export const paymentReversalInputSchema = z.object({
  reason: reasonSchema(ACCOUNT_TEXT.reversalReason),
  /** Default today. */
  reversed_on: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
});

// ---------------------------------------------------------------------------------------------------------------
// The dealer ledger and its statement.

export const LEDGER_KINDS = [
  { key: 'invoice', label: 'Invoice' },
  { key: 'credit_note', label: 'Credit note' },
  { key: 'payment', label: 'Payment' },
  { key: 'payment_reversal', label: 'Payment reversed' },
] as const;
export const LEDGER_KIND_KEYS = LEDGER_KINDS.map((kind) => kind.key) as ['invoice', 'credit_note', 'payment', 'payment_reversal'];
export type LedgerKind = (typeof LEDGER_KIND_KEYS)[number];

/** A ledger row: debit raises what the dealer owes (invoice, reversal), credit lowers it (payment, credit note). */
export const ledgerRowSchema = z.object({
  id: z.number().int(),
  entry_date: z.string(),
  kind: z.enum(LEDGER_KIND_KEYS),
  /** The document's number (INV/2026-27/0001, CN/..., the payment's mode and reference). */
  reference: z.string(),
  description: z.string(),
  debit: moneySchema,
  credit: moneySchema,
  /** What the dealer owes after this row (negative: an advance). */
  balance: moneySchema,
  invoice_id: z.number().int().nullable(),
  credit_note_id: z.number().int().nullable(),
  payment_id: z.number().int().nullable(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

/** ?from&to (default: the financial year so far); `format=csv` downloads it. */
export const statementQuerySchema = z
  .object({
    from: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
    to: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
    format: z.preprocess(emptyToUndefined, z.enum(['json', 'csv']).optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: ACCOUNT_TEXT.rangeOrder });

export const statementDealerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gstin: z.string().nullable(),
  state_name: z.string(),
  billing_address: z.string(),
});

export const statementSchema = z.object({
  dealer: statementDealerSchema,
  from: z.string(),
  to: z.string(),
  opening_balance: moneySchema,
  /** The rows dated in the range, by date; each `balance` runs from the opening balance. */
  rows: z.array(ledgerRowSchema),
  total_debit: moneySchema,
  total_credit: moneySchema,
  closing_balance: moneySchema,
});
export type Statement = z.infer<typeof statementSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Receivables, the dealer's account, the dashboard card.

/** Ageing by days past the due date (invoice date + the dealer's terms). */
export const AGEING_BUCKETS = [
  { key: 'not_due', label: 'Not due' },
  { key: 'age_0_30', label: '0-30 days' },
  { key: 'age_31_60', label: '31-60 days' },
  { key: 'age_61_90', label: '61-90 days' },
  { key: 'age_over_90', label: 'Over 90 days' },
] as const;

/** The bucket of an open invoice `daysPastDue` days after its due date (0 = due today, negative = not yet due). */
export function ageingBucket(daysPastDue: number): (typeof AGEING_BUCKETS)[number]['key'] {
  if (daysPastDue <= 0) return 'not_due';
  if (daysPastDue <= 30) return 'age_0_30';
  if (daysPastDue <= 60) return 'age_31_60';
  if (daysPastDue <= 90) return 'age_61_90';
  return 'age_over_90';
}

export const receivableRowSchema = z.object({
  dealer_id: z.number().int(),
  dealer_name: z.string(),
  gstin: z.string().nullable(),
  credit_limit: moneySchema.nullable(),
  payment_terms_days: z.number().int(),
  /** Open invoices less advances: the ledger balance. */
  outstanding: moneySchema,
  /** Payments not yet allocated. */
  advance: moneySchema,
  overdue: moneySchema,
  not_due: moneySchema,
  age_0_30: moneySchema,
  age_31_60: moneySchema,
  age_61_90: moneySchema,
  age_over_90: moneySchema,
  oldest_due_date: z.string().nullable(),
  /** What the next approval can take: credit limit less outstanding and approved orders not yet invoiced; null without a limit. */
  available_credit: moneySchema.nullable(),
});
export type ReceivableRow = z.infer<typeof receivableRowSchema>;
export const pagedReceivablesSchema = pagedSchema(receivableRowSchema);

export const RECEIVABLE_SORTS = ['outstanding', '-outstanding', 'overdue', '-overdue', 'dealer_name', '-dealer_name', 'oldest_due_date', '-oldest_due_date'] as const;
export const receivablesQuerySchema = listQuerySchema.extend({
  sort: z.preprocess(emptyToUndefined, z.enum(RECEIVABLE_SORTS, { error: 'Sort by outstanding, overdue, dealer_name or oldest_due_date' }).optional()),
  /** true: only dealers with something overdue (the dashboard card's drill-down). */
  overdue: z.preprocess((v) => (v === 'true' || v === true ? true : v === 'false' || v === '' || v === undefined ? undefined : v), z.boolean().optional()),
});

export const receivablesSummarySchema = z.object({
  total_outstanding: moneySchema,
  total_overdue: moneySchema,
  dealers_owing: z.number().int(),
  dealers_overdue: z.number().int(),
  /** The five dealers who owe most. */
  top: z.array(z.object({ dealer_id: z.number().int(), dealer_name: z.string(), outstanding: moneySchema, overdue: moneySchema })),
});
export type ReceivablesSummary = z.infer<typeof receivablesSummarySchema>;

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

// ---------------------------------------------------------------------------------------------------------------
// Credit control at approval (point 6).

/** "Credit limit 5,00,000; outstanding 4,20,000; this order 1,10,000". */
export function creditLimitMessage(limit: string, outstanding: string, thisOrder: string): string {
  return `Credit limit ${formatIndianAmount(limit)}; outstanding ${formatIndianAmount(outstanding)}; this order ${formatIndianAmount(thisOrder)}`;
}

/** "Invoice INV/2026-27/0003 is 12 days overdue; 45,000 unpaid". */
export function overdueInvoiceMessage(number: string, daysOverdue: number, unpaid: string): string {
  return `Invoice ${number} is ${daysOverdue} ${daysOverdue === 1 ? 'day' : 'days'} overdue; ${formatIndianAmount(unpaid)} unpaid`;
}

/** What a credit refusal (400) carries besides its message, so the approve dialog can offer an admin's override. */
export const creditRefusalSchema = z.object({
  credit_limit: moneySchema.nullable(),
  outstanding: moneySchema,
  this_order: moneySchema,
  overdue_invoice: z.string().nullable(),
});
export type CreditRefusal = z.infer<typeof creditRefusalSchema>;

/** The PATCH status body gains this: an admin approves past the credit check with a reason the audit log keeps. */
export const creditOverrideReasonSchema = z.preprocess(emptyToUndefined, z.string().trim().min(1).max(500, 'At most 500 characters').optional());

// ---------------------------------------------------------------------------------------------------------------
// The accountant's exports (point 7).

export const reportMonthQuerySchema = z.object({
  month: z
    .string({ error: ACCOUNT_TEXT.monthRequired })
    .trim()
    .regex(/^(20\d{2}|2100)-(0[1-9]|1[0-2])$/, ACCOUNT_TEXT.monthRequired),
  format: z.preprocess(emptyToUndefined, z.enum(['json', 'csv']).optional()),
});

export const SALES_REGISTER_DOCUMENTS = ['Invoice', 'Credit note'] as const;

/** One row per document and GST rate (as GSTR-1 wants it); a credit note's amounts are negative so the month nets. */
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
  cgst: moneySchema,
  sgst: moneySchema,
  igst: moneySchema,
  total: moneySchema,
});
export const salesRegisterSchema = z.object({
  month: z.string(),
  rows: z.array(salesRegisterRowSchema),
  totals: z.object({ taxable_value: moneySchema, cgst: moneySchema, sgst: moneySchema, igst: moneySchema, total: moneySchema }),
});

export const hsnSummaryRowSchema = z.object({
  hsn_code: z.string(),
  description: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  gst_rate: moneySchema,
  taxable_value: moneySchema,
  cgst: moneySchema,
  sgst: moneySchema,
  igst: moneySchema,
  total: moneySchema,
});
export const hsnSummarySchema = z.object({
  month: z.string(),
  rows: z.array(hsnSummaryRowSchema),
  totals: z.object({ quantity: z.number().int(), taxable_value: moneySchema, cgst: moneySchema, sgst: moneySchema, igst: moneySchema, total: moneySchema }),
});
