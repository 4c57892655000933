import { z } from 'zod';
import { isoDateSchema } from './common/dates';
import { moneyInputSchema, moneySchema, toCents } from './common/money';
import { listQuerySchema, pagedSchema } from './common/pagination';
import {
  countSchema,
  fullNameSchema,
  idSchema,
  PEOPLE_TEXT,
  personFields,
  personPhoneSchema,
  requiredEmailSchema,
  usernameSchema,
} from './staff';

/** Supervisors, their daily work and their money ledger (spec 1 sections 2, 3, 5; DECISIONS.md section 4). */

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
  noTransactions: 'No Teansaction Yet!',
} as const;

/** Money >= 0 that may arrive as a number or a string; "" counts as missing. */
function moneyAtLeastZero(requiredMessage: string) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .union([z.number(), z.string().trim()], { error: requiredMessage })
      .pipe(moneyInputSchema)
      .refine((v) => toCents(v) >= 0n, PEOPLE_TEXT.atLeastZero),
  );
}

const supervisorFields = {
  username: usernameSchema(3, 16, PEOPLE_TEXT.supervisorUsername),
  full_name: fullNameSchema,
  phone: personPhoneSchema,
  email: requiredEmailSchema,
  cols_per_day: countSchema(SUPERVISOR_TEXT.colsPerDayRequired),
  cost_per_col: moneyAtLeastZero(SUPERVISOR_TEXT.costPerColRequired),
};
export const supervisorInputSchema = z.object(supervisorFields);
export type SupervisorInput = z.infer<typeof supervisorInputSchema>;
export const supervisorPatchSchema = supervisorInputSchema.partial();

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
export const supervisorScheduleItemSchema = z.object({
  id: z.number().int(),
  auto_id: z.string(),
  start_date: z.string(),
  product: z.string(),
  quantity: z.number().int(),
});
export type SupervisorScheduleItem = z.infer<typeof supervisorScheduleItemSchema>;

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
  supervisor: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
});

export const withdrawalInputSchema = z.object({
  supervisor: idSchema(SUPERVISOR_TEXT.supervisorRequired),
  transaction_amount: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .union([z.number(), z.string().trim()], { error: SUPERVISOR_TEXT.amountRequired })
      .pipe(moneyInputSchema)
      .refine((v) => toCents(v) > 0n, SUPERVISOR_TEXT.amountPositive),
  ),
});
export type WithdrawalInput = z.infer<typeof withdrawalInputSchema>;

export const dailyWorkInputSchema = z.object({
  supervisor: idSchema(SUPERVISOR_TEXT.supervisorRequired),
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
});
export type DailyWork = z.infer<typeof dailyWorkSchema>;

export const dailyWorkListQuerySchema = listQuerySchema.extend({
  supervisor: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
});
