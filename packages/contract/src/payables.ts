// Supplier bills, input tax credit and payables (issue 45 points 4-5): docs/product/buying.md#supplier-bills-and-payables,
// docs/decisions/051-supplier-bills-and-payables.md.
import { z } from 'zod';
import { isoDateSchema } from './common/date-schemas';
import { emptyToUndefined, numberTextInput, recordIdInput } from './common/inputs';
import { listQuerySchema } from './common/list-query';
import { gstAmountsShape, moneyInput, moneySchema } from './common/money';
import { ACCOUNT_TEXT, PAYMENT_MODE_KEYS } from './dealer-account';
import { optionalText } from './staff';

export const PAYABLES_TEXT = {
  bills: 'Supplier Bills',
  payables: 'Payables',
  payablesCard: 'What we owe',
  dueThisWeek: 'Due this week',
  itc: 'Input Tax Credit',
  mismatch: (lines: string) => `The bill does not match what was received or ordered: ${lines}. Accept it with a reason.`,
  receiptLineOfOtherSupplier: 'This receipt line is not of the bill’s supplier',
  receiptLineBilled: 'This receipt line is already on a bill',
  billNumberTaken: 'This supplier’s bill with this number is already entered',
  supplierWithoutState: 'Give the supplier its state first: the tax depends on it',
  companyWithoutState: 'Fill in the company’s state in Accounts > Company & Tax first',
  overpaid: (number: string, due: string) => `Bill ${number} has only ${due} left to pay`,
  billOfOtherSupplier: 'This bill is not of the payment’s supplier',
  allocatedTooMuch: 'The allocations add up to more than the payment',
  debitTooLarge: (due: string) => `The debit note cannot be more than what is left on the bill (${due})`,
  periodFormat: 'Give the return period as MMYYYY',
  gstr2bShape: 'This is not a GSTR-2B file: its b2b section does not match the published fields',
  gstr2bOtherGstin: 'This GSTR-2B is of another GSTIN than the company’s',
  reversalReason: 'Give the reason for the reversal (for a cheque: why it bounced).',
  alreadyReversed: 'This payment was already reversed.',
  reversedOnFuture: 'The reversal date cannot be after today.',
  reversedOnBeforePaid: 'The reversal date cannot be before the payment was made.',
} as const;

/** Tax rates a supplier bill line may carry (GST slabs on goods). */
export const GST_RATES = ['0', '5', '12', '18', '28', '40'] as const;

const positiveQuantity = numberTextInput(z.string({ error: 'Enter a quantity above 0' }).regex(/^\d{1,11}(\.\d{1,3})?$/, 'Enter a quantity above 0 (at most 3 decimals)')).refine(
  (v) => Number(v) > 0,
  'Enter a quantity above 0',
);

const supplierBillLineInputSchema = z.object({
  /** The goods receipt line billed; its supplier must be the bill's. */
  receipt_line: recordIdInput('Choose a received line'),
  /** In the unit the rate is per (kg for a rate per kg). */
  quantity: positiveQuantity,
  rate: moneyInput({ label: 'The rate', nonNegative: true }),
  gst_rate: z.enum(GST_RATES, { error: 'Choose a GST rate' }).default('18'),
});

export const supplierBillInputSchema = z.object({
  supplier: recordIdInput('Choose the supplier'),
  /** The supplier's own invoice number, as printed on its bill (and in its GSTR-1). */
  number: z.string({ error: 'Enter the bill number' }).trim().min(1, 'Enter the bill number').max(16, 'At most 16 characters'),
  bill_date: isoDateSchema,
  due_date: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
  lines: z.array(supplierBillLineInputSchema).min(1, 'Bill at least one received line').max(200),
  mismatch_reason: optionalText(300),
});
export type SupplierBillInput = z.infer<typeof supplierBillInputSchema>;

export const BILL_STATUSES = ['Open', 'Paid'] as const;

export const supplierBillSchema = z.object({
  id: z.number(),
  supplier: z.number(),
  supplier_name: z.string(),
  number: z.string(),
  bill_date: z.string(),
  due_date: z.string(),
  taxable: moneySchema,
  ...gstAmountsShape,
  tds: moneySchema,
  paid: moneySchema,
  debited: moneySchema,
  /** What is still to pay: total less TDS, payments and debit notes. */
  due: moneySchema,
  status: z.enum(BILL_STATUSES),
  mismatch_reason: z.string(),
});
export type SupplierBill = z.infer<typeof supplierBillSchema>;

export const DEBIT_NOTE_REASONS = ['return', 'short_supply', 'rate_difference'] as const;
export const DEBIT_NOTE_REASON_LABELS: Record<(typeof DEBIT_NOTE_REASONS)[number], string> = {
  return: 'Goods returned',
  short_supply: 'Short supply',
  rate_difference: 'Rate difference',
};

export const supplierDebitNoteSchema = z.object({
  id: z.number(),
  number: z.string(),
  bill: z.number(),
  supplier: z.number(),
  reason: z.enum(DEBIT_NOTE_REASONS),
  note_date: z.string(),
  taxable: moneySchema,
  ...gstAmountsShape,
  note: z.string(),
});
export type SupplierDebitNote = z.infer<typeof supplierDebitNoteSchema>;

export const supplierBillDetailSchema = supplierBillSchema.extend({
  lines: z.array(
    z.object({
      receipt_line: z.number(),
      /** The goods receipt of the line, and the purchase order it was received against (null: without one). */
      receipt: z.number(),
      receipt_number: z.string(),
      purchase_order: z.number().nullable(),
      purchase_order_number: z.string().nullable(),
      name: z.string(),
      /** What the quantity counts: the unit the rate is per (kg, bar, piece), else the item's own unit. */
      unit: z.string(),
      quantity: z.string(),
      rate: moneySchema,
      amount: moneySchema,
      gst_rate: z.string(),
      expected_quantity: z.string().nullable(),
      expected_rate: moneySchema.nullable(),
      mismatch: z.string(),
    }),
  ),
  /** What was paid on the bill: each payment's share of it. */
  payments: z.array(z.object({ payment: z.number(), paid_on: z.string(), mode: z.enum(PAYMENT_MODE_KEYS), reference: z.string(), amount: moneySchema })),
  debit_notes: z.array(supplierDebitNoteSchema),
});
export type SupplierBillDetail = z.infer<typeof supplierBillDetailSchema>;

/** GET /purchase/bills/billable?supplier=&bill_date=: what the bill form needs to bill a supplier's received goods. */
export const billableQuerySchema = z.object({
  supplier: recordIdInput('Choose the supplier'),
  /** The bill's date: the TDS figures are those of its financial year (today when left out). */
  bill_date: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
});

export const billableSchema = z.object({
  supplier: z.number(),
  supplier_name: z.string(),
  /** IGST (another state) or CGST and SGST; null while the supplier or the company has no state. */
  inter_state: z.boolean().nullable(),
  /** Why no bill can be entered yet (a state missing), else null. */
  state_problem: z.string().nullable(),
  payment_terms_days: z.number(),
  tds_194q: z.boolean(),
  /** The value before GST of the supplier's bills in the bill date's financial year (what s.194Q counts). */
  billed_in_year: moneySchema,
  quantity_tolerance_percent: z.number(),
  rate_tolerance_percent: z.number(),
  /** Lines received from the supplier and on no bill yet, newest receipts first (at most 200). */
  lines: z.array(
    z.object({
      receipt_line: z.number(),
      receipt: z.number(),
      receipt_number: z.string(),
      received_on: z.string(),
      purchase_order: z.number().nullable(),
      purchase_order_number: z.string().nullable(),
      name: z.string(),
      unit: z.string(),
      /** What the bill should say: the quantity in the unit the rate is per (kg for a rate per kg), and the rate. */
      quantity: z.string(),
      rate: moneySchema.nullable(),
      value: moneySchema,
    }),
  ),
});
export type Billable = z.infer<typeof billableSchema>;

export const supplierBillListQuerySchema = listQuerySchema.extend({
  supplier: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  status: z.preprocess(emptyToUndefined, z.enum(BILL_STATUSES).optional()),
});

export const supplierPaymentInputSchema = z.object({
  supplier: recordIdInput('Choose the supplier'),
  amount: moneyInput({ label: 'The amount' }).refine((v) => Number(v) > 0, 'Enter an amount above 0'),
  paid_on: isoDateSchema,
  mode: z.enum(PAYMENT_MODE_KEYS, { error: 'Choose how it was paid' }),
  cheque_number: optionalText(20),
  reference: optionalText(100),
  note: optionalText(500),
  /** Bills paid and how much on each; none: the oldest bills first. */
  allocations: z
    .array(z.object({ bill: recordIdInput('Choose a bill'), amount: moneyInput({ label: 'The amount' }).refine((v) => Number(v) > 0, 'Enter an amount above 0') }))
    .max(100)
    .default([]),
}).superRefine((input, ctx) => {
  // A cheque is named by its number, as on the dealers' side.
  if (input.mode === 'cheque' && !/^\d{6}$/.test(input.cheque_number ?? '')) ctx.addIssue({ code: 'custom', path: ['cheque_number'], message: ACCOUNT_TEXT.chequeNumber });
});
export type SupplierPaymentInput = z.infer<typeof supplierPaymentInputSchema>;

/** Paid: it counts; Reversed: a bounced cheque or a wrong entry, put back by a ledger row, never deleted. */
export const SUPPLIER_PAYMENT_STATUSES = ['Paid', 'Reversed'] as const;

export const supplierPaymentSchema = z.object({
  id: z.number(),
  supplier: z.number(),
  supplier_name: z.string(),
  amount: moneySchema,
  /** What it pays on bills now (0 once reversed); the rest of the amount is an advance. */
  allocated: moneySchema,
  paid_on: z.string(),
  mode: z.enum(PAYMENT_MODE_KEYS),
  cheque_number: z.string(),
  reference: z.string(),
  note: z.string(),
  status: z.enum(SUPPLIER_PAYMENT_STATUSES),
  reversed_on: z.string().nullable(),
  reversal_reason: z.string(),
  /** Per bill: what the payment put on it and what a reversal released of that (what it pays now: the difference). */
  allocations: z.array(z.object({ bill: z.number(), number: z.string(), amount: moneySchema, released: moneySchema })),
});

export const supplierDebitNoteInputSchema = z.object({
  bill: recordIdInput('Choose the bill'),
  reason: z.enum(DEBIT_NOTE_REASONS, { error: 'Choose why' }),
  note_date: isoDateSchema,
  /** The value before tax of what went back or never came; the tax follows the bill's rate and kind. */
  taxable: moneyInput({ label: 'The value' }).refine((v) => Number(v) > 0, 'Enter a value above 0'),
  gst_rate: z.enum(GST_RATES, { error: 'Choose a GST rate' }).default('18'),
  note: optionalText(300),
});
export type SupplierDebitNoteInput = z.infer<typeof supplierDebitNoteInputSchema>;

export const SUPPLIER_LEDGER_KINDS = ['bill', 'tds', 'payment', 'debit_note', 'payment_reversal'] as const;

export const supplierLedgerRowSchema = z.object({
  id: z.number(),
  entry_date: z.string(),
  kind: z.enum(SUPPLIER_LEDGER_KINDS),
  reference: z.string(),
  description: z.string(),
  /** Positive: the shop owes more; negative: less. */
  amount: moneySchema,
  balance: moneySchema,
});
export type SupplierLedgerRow = z.infer<typeof supplierLedgerRowSchema>;

export const supplierAccountSchema = z.object({
  supplier: z.number(),
  balance: moneySchema,
  overdue: moneySchema,
  orders: z.array(z.object({ id: z.number(), number: z.string(), status: z.string(), order_date: z.string(), total: moneySchema })),
  receipts: z.array(z.object({ id: z.number(), number: z.string(), received_on: z.string(), value: moneySchema })),
  bills: z.array(supplierBillSchema),
  payments: z.array(supplierPaymentSchema.omit({ allocations: true })),
  ledger: z.array(supplierLedgerRowSchema),
});
export type SupplierAccount = z.infer<typeof supplierAccountSchema>;

export const PAYABLE_BUCKETS = ['current', '1_30', '31_60', '61_90', 'over_90'] as const;
export const PAYABLE_BUCKET_LABELS: Record<(typeof PAYABLE_BUCKETS)[number], string> = {
  current: 'Not yet due',
  '1_30': '1-30 days',
  '31_60': '31-60 days',
  '61_90': '61-90 days',
  over_90: 'Over 90 days',
};

const bucketsSchema = z.object(Object.fromEntries(PAYABLE_BUCKETS.map((b) => [b, moneySchema])) as Record<(typeof PAYABLE_BUCKETS)[number], typeof moneySchema>);

export const payablesSummarySchema = z.object({
  outstanding: moneySchema,
  overdue: moneySchema,
  due_this_week: moneySchema,
  buckets: bucketsSchema,
  suppliers: z.array(z.object({ supplier: z.number(), name: z.string(), outstanding: moneySchema, overdue: moneySchema, buckets: bucketsSchema })),
  due_bills: z.array(supplierBillSchema),
});
export type PayablesSummary = z.infer<typeof payablesSummarySchema>;

/** A return period of GSTR-2B as the portal writes it: MMYYYY. */
export const returnPeriodSchema = z.string().regex(/^(0[1-9]|1[0-2])20\d{2}$/, PAYABLES_TEXT.periodFormat);

const RECONCILIATION_KINDS = ['matched', 'values_differ', 'not_in_books', 'not_in_2b'] as const;
export const RECONCILIATION_LABELS: Record<(typeof RECONCILIATION_KINDS)[number], string> = {
  matched: 'Matched',
  values_differ: 'Values differ',
  not_in_books: 'In 2B, not in the books',
  not_in_2b: 'In the books, not in 2B',
};

export const reconciliationSchema = z.object({
  period: z.string(),
  imported: z.boolean(),
  rows: z.array(
    z.object({
      kind: z.enum(RECONCILIATION_KINDS),
      supplier_gstin: z.string(),
      supplier_name: z.string(),
      number: z.string(),
      date: z.string(),
      bill: z.number().nullable(),
      books_tax: moneySchema.nullable(),
      gstr2b_tax: moneySchema.nullable(),
      itc_available: z.string().nullable(),
      /** The credit safe to claim in this period for this row. */
      claimable: moneySchema,
      advice: z.string(),
    }),
  ),
  totals: z.object({ books_tax: moneySchema, gstr2b_tax: moneySchema, claimable: moneySchema }),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const gstr2bImportSchema = z.object({ period: z.string(), documents: z.number(), suppliers: z.number() });
export type Gstr2bImport = z.infer<typeof gstr2bImportSchema>;
