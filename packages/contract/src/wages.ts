import { z } from 'zod';
import { formDateSchema } from './common/date-schemas';
import { recordIdInput, optionalRecordIdInput } from './common/inputs';
import { moneyInput, moneySchema } from './common/money';
import { WORK_TYPES } from './production';

/**
 * Piece-rate wages of the floor workers (docs/product/wages.md, docs/decisions/045-piece-rate-earnings.md): rate
 * cards, earnings from completed works, attendance. The wage sheet, minimum wage top-up, overtime, PF/ESI, payments
 * and slips are in wage-sheets.ts (docs/product/wages.md#wage-sheet).
 */

export const SKILL_GRADES = ['unskilled', 'semi-skilled', 'skilled', 'highly skilled'] as const;
export type SkillGrade = (typeof SKILL_GRADES)[number];

export const ATTENDANCE_STATUSES = ['present', 'absent', 'leave', 'holiday'] as const;

export const WAGES_TEXT = {
  rateFromPast: 'A rate can start no earlier than the first day of this month: a past month is never rewritten',
  rateExists: 'This rate already has a change on that date',
  settingFromPast: 'A setting can start no earlier than the first day of this month',
  splitTotal: 'The shares must add up to 100%',
  splitTwice: 'A worker can appear only once in a split',
  workNotCompleted: 'Only a completed work can be split',
  workerUnknown: 'Choose an active worker',
  reasonRequired: 'Please give a reason',
  rangeTooLong: 'Choose at most 62 days',
  rangeOrder: 'The first day must not be after the last',
  timesOrder: 'The last tap cannot be before the first',
  timesNeedPresent: 'Times are only kept for a present day',
  noRates: 'No rates yet',
  weekBelowDay: 'The weekly limit cannot be less than the daily limit',
} as const;

const workTypeSchema = z.enum(WORK_TYPES, { error: 'Choose a work' });
const reasonSchema = z.string({ error: WAGES_TEXT.reasonRequired }).trim().min(1, WAGES_TEXT.reasonRequired).max(300);

// --- Rate cards -------------------------------------------------------------------------------------------------

export const rateInputSchema = z.object({
  work_type: workTypeSchema,
  /** A product type of the work order item ("Door Frame"); empty: any product type. */
  product_type: z.string().trim().max(100).default(''),
  /** Null or absent: any grade. */
  skill_grade: z.enum(SKILL_GRADES).nullish(),
  rate: moneyInput({ label: 'The rate', maxCents: 10_000_000n, nonNegative: true }),
  effective_from: formDateSchema('Applies from'),
  note: z.string().trim().max(200).default(''),
});
export type RateInput = z.infer<typeof rateInputSchema>;

export const rateSchema = z.object({
  id: z.number().int(),
  work_type: z.string(),
  product_type: z.string(),
  skill_grade: z.enum(SKILL_GRADES).nullable(),
  rate: moneySchema,
  effective_from: z.string(),
  /** The day before the next change of the same card; null while it is the latest. */
  effective_to: z.string().nullable(),
  note: z.string(),
  created_by_name: z.string(),
  created_at: z.string(),
});
export type Rate = z.infer<typeof rateSchema>;

export const rateListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional().default(1),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
  search: z.string().trim().max(200).optional().default(''),
  work_type: z.preprocess((v) => (v === '' ? undefined : v), workTypeSchema.optional()),
});

// --- Settings (dated) -------------------------------------------------------------------------------------------

export const WAGE_PERIODS = ['month', 'week'] as const;

/** The law's settings of docs/product/wages.md#wage-sheet, dated like the defective share. */
const percent = (label: string) => z.coerce.number({ error: `Enter ${label}` }).min(0, 'Enter a percent from 0 to 100').max(100, 'Enter a percent from 0 to 100');
const hours = (label: string) => z.coerce.number({ error: `Enter ${label}` }).int('Enter whole hours').min(1, 'Enter 1 to 168 hours').max(168, 'Enter 1 to 168 hours');

const lawSettingsFields = {
  wage_period: z.enum(WAGE_PERIODS).default('month'),
  min_daily_unskilled: moneyInput({ label: 'Minimum daily wage', nonNegative: true }).default('0.00'),
  min_daily_semi_skilled: moneyInput({ label: 'Minimum daily wage', nonNegative: true }).default('0.00'),
  min_daily_skilled: moneyInput({ label: 'Minimum daily wage', nonNegative: true }).default('0.00'),
  min_daily_highly_skilled: moneyInput({ label: 'Minimum daily wage', nonNegative: true }).default('0.00'),
  daily_hours_limit: hours('the daily hours').default(8),
  weekly_hours_limit: hours('the weekly hours').default(48),
  pf_covered: z.boolean({ error: 'Choose yes or no' }).default(false),
  pf_percent: percent('the PF percent').default(12),
  pf_ceiling: moneyInput({ label: 'PF wage ceiling', nonNegative: true }).default('15000.00'),
  esi_covered: z.boolean({ error: 'Choose yes or no' }).default(false),
  esi_percent: percent('the ESI percent').default(0.75),
  esi_limit: moneyInput({ label: 'ESI wage limit', nonNegative: true }).default('21000.00'),
};


export const wageSettingInputSchema = z
  .object({
    effective_from: formDateSchema('Applies from'),
    /** What a defective work earns, as a percent of its rate (0: nothing). */
    defective_share_percent: z.coerce.number({ error: 'Enter a percent from 0 to 100' }).int('Enter a whole percent').min(0, 'Enter a percent from 0 to 100').max(100, 'Enter a percent from 0 to 100'),
    ...lawSettingsFields,
  })
  .refine((s) => s.weekly_hours_limit >= s.daily_hours_limit, { message: WAGES_TEXT.weekBelowDay, path: ['weekly_hours_limit'] });
export type WageSettingInput = z.infer<typeof wageSettingInputSchema>;
export const wageSettingSchema = z.object({
  id: z.number().int(),
  effective_from: z.string(),
  defective_share_percent: z.number().int(),
  wage_period: z.enum(WAGE_PERIODS),
  min_daily_unskilled: moneySchema,
  min_daily_semi_skilled: moneySchema,
  min_daily_skilled: moneySchema,
  min_daily_highly_skilled: moneySchema,
  daily_hours_limit: z.number().int(),
  weekly_hours_limit: z.number().int(),
  pf_covered: z.boolean(),
  pf_percent: z.number(),
  pf_ceiling: moneySchema,
  esi_covered: z.boolean(),
  esi_percent: z.number(),
  esi_limit: moneySchema,
});
export type WageSetting = z.infer<typeof wageSettingSchema>;

// --- Skill grades -----------------------------------------------------------------------------------------------

export const skillGradeInputSchema = z.object({ skill_grade: z.enum(SKILL_GRADES, { error: 'Choose a skill grade' }) });
export const workerGradeSchema = z.object({ worker: z.number().int(), worker_name: z.string(), skill_grade: z.enum(SKILL_GRADES).nullable() });
export type WorkerGrade = z.infer<typeof workerGradeSchema>;

// --- Earnings ---------------------------------------------------------------------------------------------------

const periodFields = {
  from: formDateSchema('From'),
  to: formDateSchema('To'),
};
export const periodQuerySchema = z
  .object({ ...periodFields, worker: optionalRecordIdInput('Choose a valid worker') })
  .refine((q) => q.from <= q.to, { message: WAGES_TEXT.rangeOrder, path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 62, { message: WAGES_TEXT.rangeTooLong, path: ['to'] });

export const workerEarningSchema = z.object({
  worker: z.number().int(),
  worker_name: z.string(),
  skill_grade: z.enum(SKILL_GRADES).nullable(),
  works: z.number().int(),
  defective: z.number().int(),
  /** Completed works with no rate card for their day: they earn nothing until a rate is set. */
  unrated: z.number().int(),
  amount: moneySchema,
});
export type WorkerEarning = z.infer<typeof workerEarningSchema>;

export const dayEarningSchema = z.object({ day: z.string(), works: z.number().int(), defective: z.number().int(), unrated: z.number().int(), amount: moneySchema });
export type DayEarning = z.infer<typeof dayEarningSchema>;

export const workEarningSchema = z.object({
  work: z.number().int(),
  auto_id: z.number().int(),
  day: z.string(),
  worker: z.number().int(),
  work_type: z.string(),
  product_type: z.string(),
  sr_no: z.string(),
  defective: z.boolean(),
  rate: moneySchema.nullable(),
  /** The worker's share of the work in percent (100 unless a manager split it). */
  share_percent: z.number(),
  amount: moneySchema,
  split_reason: z.string().nullable(),
});
export type WorkEarning = z.infer<typeof workEarningSchema>;

export const workDayQuerySchema = z.object({ worker: recordIdInput('Choose a valid worker'), day: formDateSchema('Day') });

export const myEarningsSchema = z.object({
  today: z.string(),
  today_amount: moneySchema,
  today_works: z.number().int(),
  month_amount: moneySchema,
  month_works: z.number().int(),
});
export type MyEarnings = z.infer<typeof myEarningsSchema>;

export const splitInputSchema = z
  .object({
    shares: z
      .array(z.object({ worker: recordIdInput(WAGES_TEXT.workerUnknown), percent: z.coerce.number().int('Enter a whole percent').min(1).max(100) }))
      .min(1)
      .max(10),
    reason: reasonSchema,
  })
  .refine((s) => s.shares.reduce((sum, x) => sum + x.percent, 0) === 100, { message: WAGES_TEXT.splitTotal, path: ['shares'] })
  .refine((s) => new Set(s.shares.map((x) => x.worker)).size === s.shares.length, { message: WAGES_TEXT.splitTwice, path: ['shares'] });
export type SplitInput = z.infer<typeof splitInputSchema>;

// --- Attendance -------------------------------------------------------------------------------------------------

export const attendanceDaySchema = z.object({
  worker: z.number().int(),
  worker_name: z.string(),
  day: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  /** From the taps unless a manager corrected it. */
  first_tap: z.string().nullable(),
  last_tap: z.string().nullable(),
  minutes: z.number().int(),
  marked: z.boolean(),
  reason: z.string(),
});
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM')
  .nullish();
export const attendanceMarkInputSchema = z
  .object({
    worker: recordIdInput(WAGES_TEXT.workerUnknown),
    day: formDateSchema('Day'),
    status: z.enum(ATTENDANCE_STATUSES, { error: 'Choose present, absent, leave or holiday' }),
    /** Corrected first and last tap, HH:MM in the business time zone; absent: the taps stand. */
    first_tap: timeOfDay,
    last_tap: timeOfDay,
    reason: reasonSchema,
  })
  .refine((m) => !m.first_tap || !m.last_tap || m.first_tap <= m.last_tap, { message: WAGES_TEXT.timesOrder, path: ['last_tap'] })
  .refine((m) => m.status === 'present' || (!m.first_tap && !m.last_tap), { message: WAGES_TEXT.timesNeedPresent, path: ['first_tap'] });
export type AttendanceMarkInput = z.infer<typeof attendanceMarkInputSchema>;
