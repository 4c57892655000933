import { z } from 'zod';
import { formDateSchema } from './common/date-schemas';
import { optionalRecordIdInput, recordIdInput } from './common/inputs';
import { moneyInput, moneySchema } from './common/money';
import { WAGE_SHEET_TEXT } from './wage-sheets-text';
import { SKILL_GRADES } from './wages';

/**
 * The wage sheet of a period, its payment, advances and wage slips (docs/product/wages.md#wage-sheet,
 * docs/decisions/045-piece-rate-earnings.md). Money is a two-decimal string, computed in paise.
 */

export const WAGE_SHEET_STATUSES = ['draft', 'approved', 'paid'] as const;
export const WAGE_PAYMENT_METHODS = ['cash', 'bank', 'upi'] as const;
export const WAGE_LEDGER_KINDS = ['advance', 'recovery', 'payment'] as const;
/** Days after the period's last day by which its wages are due (Code on Wages). */
export const WAGE_DUE_DAYS = 7;
/** The dashboard warns of an unpaid sheet this many days before its due date, and after it. */
export const WAGE_DUE_WARN_DAYS = 3;

export { WAGE_SHEET_TEXT };

// --- Sheets -----------------------------------------------------------------------------------------------------

export const wageSheetInputSchema = z.object({ period_from: formDateSchema('Period from') });

const workTypeEarningSchema = z.object({ work_type: z.string(), works: z.number().int(), amount: moneySchema });

const wageSheetLineSchema = z.object({
  worker: z.number().int(),
  worker_name: z.string(),
  skill_grade: z.enum(SKILL_GRADES).nullable(),
  works: z.number().int(),
  defective: z.number().int(),
  by_work_type: z.array(workTypeEarningSchema),
  days_present: z.number().int(),
  minutes: z.number().int(),
  piece_amount: moneySchema,
  minimum_amount: moneySchema,
  topup_amount: moneySchema,
  overtime_minutes: z.number().int(),
  overtime_amount: moneySchema,
  adjustment_amount: moneySchema,
  gross_amount: moneySchema,
  pf_amount: moneySchema,
  esi_amount: moneySchema,
  advance_recovered: moneySchema,
  net_amount: moneySchema,
});
export type WageSheetLine = z.infer<typeof wageSheetLineSchema>;

export const wageSheetSchema = z.object({
  id: z.number().int(),
  period_from: z.string(),
  period_to: z.string(),
  due_date: z.string(),
  status: z.enum(WAGE_SHEET_STATUSES),
  workers: z.number().int(),
  gross_amount: moneySchema,
  net_amount: moneySchema,
  payment_method: z.enum(WAGE_PAYMENT_METHODS).nullable(),
  payment_reference: z.string(),
  approved_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type WageSheet = z.infer<typeof wageSheetSchema>;

export const wageSheetDetailSchema = wageSheetSchema.extend({
  lines: z.array(wageSheetLineSchema),
  /** The sheet's workers whose bank details are incomplete: the bank file cannot pay them. */
  bank_missing: z.array(z.number().int()),
});
export type WageSheetDetail = z.infer<typeof wageSheetDetailSchema>;

export const wageSheetListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional().default(1),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
  search: z.string().trim().max(200).optional().default(''),
});

export const wagePaymentInputSchema = z.object({
  method: z.enum(WAGE_PAYMENT_METHODS, { error: 'Choose how the wages are paid' }),
  reference: z.string().trim().max(100).optional().default(''),
});

// --- Advances, adjustments, the ledger ----------------------------------------------------------------------------

export const wageAdvanceInputSchema = z.object({
  worker: recordIdInput('Choose an active worker'),
  amount: moneyInput({ label: 'The advance', maxCents: 100_000_000n }).refine((v) => !v.startsWith('-') && v !== '0.00', 'Enter an amount above 0'),
  note: z.string().trim().max(200).optional().default(''),
});

export const wageAdjustmentInputSchema = z.object({
  worker: recordIdInput('Choose an active worker'),
  amount: moneyInput({ label: 'The adjustment', maxCents: 100_000_000n }).refine((v) => v !== '0.00', 'Enter an amount other than 0'),
  reason: z.string({ error: WAGE_SHEET_TEXT.reasonRequired }).trim().min(1, WAGE_SHEET_TEXT.reasonRequired).max(300),
});

export const wageLedgerRowSchema = z.object({
  id: z.number().int(),
  worker: z.number().int(),
  worker_name: z.string(),
  kind: z.enum(WAGE_LEDGER_KINDS),
  amount: moneySchema,
  sheet: z.number().int().nullable(),
  method: z.enum(WAGE_PAYMENT_METHODS).nullable(),
  title: z.string(),
  created_at: z.string(),
});
export type WageLedgerRow = z.infer<typeof wageLedgerRowSchema>;

export const wageLedgerQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional().default(1),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
  search: z.string().trim().max(200).optional().default(''),
  worker: optionalRecordIdInput('Choose a valid worker'),
});

// --- A worker's wage details: skill grade and where its wages go ------------------------------------------------

export const workerBankInputSchema = z
  .object({
    /** The name on the bank account, as the bank file names the beneficiary (the worker's own name when it is the same). */
    account_holder: z.string().trim().max(100, 'Keep the account holder to 100 characters').default(''),
    bank_account: z.string().trim().regex(/^\d{6,20}$/, 'Enter the account number (6 to 20 digits)').or(z.literal('')).default(''),
    ifsc: z.string().trim().toUpperCase().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Enter an IFSC like SBIN0001234').or(z.literal('')).default(''),
    upi_id: z.string().trim().regex(/^[\w.-]{2,60}@[\w.-]{2,40}$/, 'Enter a UPI id like name@bank').or(z.literal('')).default(''),
  })
  // A bank transfer needs the account and its branch together, and the name the bank knows it by.
  .refine((b) => !b.bank_account || b.ifsc, { message: WAGE_SHEET_TEXT.ifscNeeded, path: ['ifsc'] })
  .refine((b) => !b.ifsc || b.bank_account, { message: WAGE_SHEET_TEXT.accountNeeded, path: ['bank_account'] })
  .refine((b) => !b.bank_account || b.account_holder, { message: WAGE_SHEET_TEXT.holderNeeded, path: ['account_holder'] });
export const workerBankSchema = z.object({ worker: z.number().int(), account_holder: z.string(), bank_account: z.string(), ifsc: z.string(), upi_id: z.string() });

/** A row of the workers' wage details list: the grade, and whether the bank file and UPI can reach the worker. */
export const wageWorkerSchema = z.object({
  worker: z.number().int(),
  worker_name: z.string(),
  username: z.string(),
  active: z.boolean(),
  skill_grade: z.enum(SKILL_GRADES).nullable(),
  /** Account holder, number and IFSC all given: the bank file has a line for the worker. */
  bank_complete: z.boolean(),
  has_upi: z.boolean(),
});
export type WageWorker = z.infer<typeof wageWorkerSchema>;

/** One worker's wage details: the list's row with the bank details themselves. */
export const wageWorkerDetailSchema = wageWorkerSchema.extend(workerBankSchema.omit({ worker: true }).shape);
export type WageWorkerDetail = z.infer<typeof wageWorkerDetailSchema>;

export const WAGE_WORKER_BANK_FILTERS = ['missing', 'complete'] as const;
export const wageWorkerListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional().default(1),
  limit: z.coerce.number().int().min(1).max(100).optional().default(10),
  search: z.string().trim().max(200).optional().default(''),
  /** Only the workers whose bank details are missing (or complete). */
  bank: z.preprocess((v) => (v === '' ? undefined : v), z.enum(WAGE_WORKER_BANK_FILTERS, { error: 'Choose missing or complete' }).optional()),
});

// --- Slips --------------------------------------------------------------------------------------------------------

export const wageSlipSchema = wageSheetLineSchema.extend({
  sheet: z.number().int(),
  period_from: z.string(),
  period_to: z.string(),
  due_date: z.string(),
  status: z.enum(WAGE_SHEET_STATUSES),
  payment_method: z.enum(WAGE_PAYMENT_METHODS).nullable(),
  paid_at: z.string().nullable(),
  username: z.string(),
});
export type WageSlip = z.infer<typeof wageSlipSchema>;

export const wageSlipSummarySchema = z.object({
  sheet: z.number().int(),
  period_from: z.string(),
  period_to: z.string(),
  status: z.enum(WAGE_SHEET_STATUSES),
  net_amount: moneySchema,
  paid_at: z.string().nullable(),
});
export type WageSlipSummary = z.infer<typeof wageSlipSummarySchema>;

export const wageDueSchema = z.object({ sheet: z.number().int(), period_from: z.string(), period_to: z.string(), due_date: z.string(), overdue: z.boolean() });
export type WageDue = z.infer<typeof wageDueSchema>;
