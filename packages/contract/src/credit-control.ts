import { z } from 'zod';
import { formatIndianAmount } from './common/amount-words';
import { emptyToUndefined } from './common/inputs';
import { moneySchema } from './common/money';

/**
 * Credit control at approval (issue 31 point 6, docs/decisions/031-invoices-payments-credit.md): the refusal's
 * messages and what it carries, and an admin's override.
 */

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
