import { z } from 'zod';
import { dayFilterSchema, isoDateSchema, monthFilterSchema } from './common/date-schemas';
import { optionalRecordIdInput, recordIdInput } from './common/inputs';
import { formatCents, formatRupees, moneyInputSchema, moneySchema, toCents } from './common/money';
import { listQuerySchema, pagedSchema } from './common/list-query';
import { withNameParts } from './person';
import { countSchema, PEOPLE_TEXT, personFields, personInputFields, requiredEmailSchema, usernameSchema } from './staff';

/** Supervisors, their daily work and their money ledger (docs/product/people-and-accounts.md#people-records; docs/product/money-and-ledgers.md#daily-work-wages). */

export const TRANSACTION_TYPES = ['credit', 'debit'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const SUPERVISOR_TEXT = {
  insufficientBalance: 'Insufficient balance',
  colsPerDayRequired: 'Please enter the frames per day',
  costPerColRequired: 'Please enter the cost per frame',
  supervisorRequired: 'Please select a supervisor',
  dateRequired: 'Please select a date',
  colsRequired: 'Please enter the cols',
  amountRequired: 'Please enter an amount',
  amountPositive: 'Enter an amount greater than 0',
  dailyWorkExists: 'Daily work of this supervisor on this date already exists.',
  dateInFuture: 'The date cannot be in the future',
  dateTooOld: 'The date cannot be more than a year back',
  noTransactions: 'No Teansaction Yet!',
} as const;

/** Money >= 0 that may arrive as a number or a string; "" counts as missing. */
function moneyAtLeastZero(requiredMessage: string) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .union([z.number(), z.string()], { error: requiredMessage })
      .pipe(moneyInputSchema)
      .refine((v) => toCents(v) >= 0n, PEOPLE_TEXT.atLeastZero),
  );
}

const supervisorObject = z.object({
  username: usernameSchema(3, 16, PEOPLE_TEXT.supervisorUsername),
  ...personInputFields,
  email: requiredEmailSchema,
  cols_per_day: countSchema(SUPERVISOR_TEXT.colsPerDayRequired),
  cost_per_col: moneyAtLeastZero(SUPERVISOR_TEXT.costPerColRequired),
});
export const supervisorInputSchema = withNameParts(supervisorObject);
export type SupervisorInput = z.infer<typeof supervisorInputSchema>;
export const supervisorPatchSchema = withNameParts(supervisorObject.partial());

export const supervisorSchema = z.object({
  ...personFields,
  cols_per_day: z.number().int(),
  cost_per_col: moneySchema,
  balance: moneySchema,
});
export type Supervisor = z.infer<typeof supervisorSchema>;

export const balanceTransactionSchema = z.object({
  id: z.number().int(),
  auto_id: z.number().int(),
  date_added: z.string(),
  supervisor: z.number().int(),
  supervisor_name: z.string(),
  /** The supervisor's username: the "User Name" column of the transaction history. */
  username: z.string().nullable(),
  transaction_type: z.enum(TRANSACTION_TYPES),
  transaction_amount: moneySchema,
  /** The balance right after this transaction. */
  balance: moneySchema,
  title: z.string(),
  daily_work: z.number().int().nullable(),
});
export type BalanceTransaction = z.infer<typeof balanceTransactionSchema>;

/** Filled by the orders module (schedule items); an empty page until then. */
const supervisorScheduleItemSchema = z.object({
  id: z.number().int(),
  auto_id: z.string(),
  start_date: z.string(),
  product: z.string(),
  quantity: z.number().int(),
});

export const supervisorDetailSchema = supervisorSchema.extend({
  balance_transaction: pagedSchema(balanceTransactionSchema),
  supervisor_schedule_items: pagedSchema(supervisorScheduleItemSchema),
});
export type SupervisorDetail = z.infer<typeof supervisorDetailSchema>;

const pageNumber = z.preprocess((v) => {
  const n = Number(v);
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}, z.number().int());
export const supervisorDetailQuerySchema = z.object({
  bal_page: pageNumber.optional().default(1),
  schedulepage: pageNumber.optional().default(1),
});

export const balanceTransactionListQuerySchema = listQuerySchema.extend({
  supervisor: optionalRecordIdInput(SUPERVISOR_TEXT.supervisorRequired),
});

export const withdrawalInputSchema = z.object({
  supervisor: recordIdInput(SUPERVISOR_TEXT.supervisorRequired),
  transaction_amount: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .union([z.number(), z.string()], { error: SUPERVISOR_TEXT.amountRequired })
      .pipe(moneyInputSchema)
      .refine((v) => toCents(v) > 0n, SUPERVISOR_TEXT.amountPositive),
  ),
});
export type WithdrawalInput = z.infer<typeof withdrawalInputSchema>;

/** Daily work above this many times the supervisor's cols_per_day is refused (docs/product/guards.md#wage-guards). */
export const DAILY_WORK_MAX_FACTOR = 3;

export function colsTooManyMessage(colsPerDay: number): string {
  return `At most ${DAILY_WORK_MAX_FACTOR * colsPerDay} cols a day for this supervisor (${DAILY_WORK_MAX_FACTOR} x ${colsPerDay} frames per day)`;
}

/** The question the daily work form asks before saving more cols than the supervisor's frames per day. */
export function colsAboveCapacityQuestion(cols: number, colsPerDay: number, name: string): string {
  return `${cols} cols is more than ${name}'s ${colsPerDay} frames per day. Save it anyway?`;
}

/** Blocking a supervisor who still holds money would strand it (docs/product/guards.md#people-guards). */
export function payOutFirstMessage(balance: string): string {
  return `Pay out the balance of ${formatRupees(balance)} first`;
}

/** A removal or edit of daily work that the balance cannot cover: what it would take, what is there, what is missing. */
export function balanceCannotCoverMessage(what: string, amount: string, balance: string): string {
  const missing = formatCents(toCents(amount) - toCents(balance));
  return `The balance (${formatRupees(balance)}) cannot cover ${what} (${formatRupees(amount)}): ${formatRupees(missing)} is missing.`;
}

export const dailyWorkInputSchema = z.object({
  supervisor: recordIdInput(SUPERVISOR_TEXT.supervisorRequired),
  date: z.string({ error: SUPERVISOR_TEXT.dateRequired }).min(1, SUPERVISOR_TEXT.dateRequired).pipe(isoDateSchema),
  cols: countSchema(SUPERVISOR_TEXT.colsRequired),
});
export type DailyWorkInput = z.infer<typeof dailyWorkInputSchema>;
export const dailyWorkPatchSchema = dailyWorkInputSchema.partial();

export const dailyWorkSchema = z.object({
  id: z.number().int(),
  supervisor: z.number().int(),
  supervisor_name: z.string(),
  date: z.string(),
  cols: z.number().int(),
  /** What this day earned: cols x the cost per col at the time it was recorded. */
  amount: moneySchema,
  /** The supervisor's frames per day now: the edit form asks before going above it (and 3 x is refused). */
  cols_per_day: z.number().int(),
});
export type DailyWork = z.infer<typeof dailyWorkSchema>;

export const dailyWorkListQuerySchema = listQuerySchema.extend({
  supervisor: optionalRecordIdInput(SUPERVISOR_TEXT.supervisorRequired),
  /** One day's work, or one month's (the dashboard charts' bars). */
  date: dayFilterSchema('Date'),
  month: monthFilterSchema('Month'),
});
