import { z } from 'zod';
import { emptyToUndefined } from './common/inputs';
import { listQuerySchema } from './common/list-query';
import { moneySchema } from './common/money';

/**
 * Receivables: what each dealer owes, aged by days past due, and the dashboard card's summary (issue 31 points 3-7,
 * docs/decisions/031-invoices-payments-credit.md).
 */

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
