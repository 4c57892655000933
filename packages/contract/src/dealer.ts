import { z } from 'zod';
import {
  creditLimitInputSchema,
  gstinStateProblem,
  optionalGstinSchema,
  optionalStateCodeSchema,
  paymentTermsInputSchema,
} from './billing';
import { DECIMAL_TEXT, emptyToUndefined, numberInput } from './common/inputs';
import { moneySchema } from './common/money';
import { listQuerySchema, pagedSchema } from './common/list-query';
import { withNameParts } from './person';
import { blockedFlagSchema, optionalEmailSchema, optionalText, PEOPLE_TEXT, personFields, personInputFields, plainUsernameSchema } from './staff';

/** Dealers and customers share one record (docs/product/people-and-accounts.md#people-records); a Customer has no username and cannot sign in. */
const DEALER_TYPES = ['Dealer', 'Customer'] as const;
export type DealerType = (typeof DEALER_TYPES)[number];
export const DEFAULT_DEALER_PROFIT = 1;

const DEALER_TEXT = {
  profitMaxLength: 'Ensure this field has no more than 3 characters.',
  bothTypes: 'Choose either Dealer or Customer.',
} as const;

/** true, false, "true", "false", "" (no value). */
const flagSchema = z.preprocess((v) => {
  if (v === '' || v === null || v === undefined) return undefined;
  if (v === 'true' || v === 'True' || v === '1' || v === 1) return true;
  if (v === 'false' || v === 'False' || v === '0' || v === 0) return false;
  return v;
}, z.boolean().optional());

const profitNumber = z.number({ error: 'Enter a number' }).min(0, PEOPLE_TEXT.atLeastZero).max(9999.99, 'Enter a profit below 10000');

const dealerBase = {
  is_dealer: flagSchema,
  is_customer: flagSchema,
  username: z.preprocess(emptyToUndefined, plainUsernameSchema.optional()),
  ...personInputFields,
  email: optionalEmailSchema,
  location: optionalText(200),
  /** Issue 31: the dealer's GST registration and account terms (docs/decisions/030-dealer-accounts-settings.md). */
  gstin: optionalGstinSchema,
  state_code: optionalStateCodeSchema,
  billing_address: z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(500, 'At most 500 characters').optional()),
  credit_limit: creditLimitInputSchema,
  payment_terms_days: paymentTermsInputSchema,
};

/** A GSTIN must be of the dealer's own state (checked again by the server against the stored fields on PATCH). */
function requireGstinOfState(input: { gstin?: string | null; state_code?: string | null }, ctx: z.RefinementCtx) {
  const problem = gstinStateProblem(input.gstin, input.state_code);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}

/** The record is a Customer only when is_customer is set; both flags at once are refused. */
export function dealerTypeOf(input: { is_dealer?: boolean; is_customer?: boolean }): DealerType {
  return input.is_customer && !input.is_dealer ? 'Customer' : 'Dealer';
}

/** What a Dealer (not a Customer) still lacks: username and email are required only for a Dealer. */
export function dealerMissingFields(input: {
  is_dealer?: boolean;
  is_customer?: boolean;
  username?: string | null;
  email?: string | null;
}): Record<string, string> {
  const missing: Record<string, string> = {};
  if (input.is_dealer && input.is_customer) missing.is_customer = DEALER_TEXT.bothTypes;
  if (dealerTypeOf(input) !== 'Dealer') return missing;
  if (!input.username?.trim()) missing.username = PEOPLE_TEXT.usernameRequired;
  if (!input.email?.trim()) missing.email = PEOPLE_TEXT.emailRequired;
  return missing;
}

function requireDealerFields(
  input: { is_dealer?: boolean; is_customer?: boolean; username?: string; email?: string },
  ctx: z.RefinementCtx,
) {
  for (const [field, message] of Object.entries(dealerMissingFields(input))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/** Create: type Dealer or Customer; email and username required only for a Dealer; profit >= 0, default 1. */
export const dealerCreateInputSchema = withNameParts(
  z
    .object({ ...dealerBase, profit: numberInput(profitNumber.optional()) })
    .superRefine(requireDealerFields)
    .superRefine(requireGstinOfState),
);
export type DealerCreateInput = z.infer<typeof dealerCreateInputSchema>;

/** Update: profit at most 3 characters long ("100", "2.5"); the dealer/customer type stays what it was. */
const updateProfit = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z
    .union([z.number(), z.string()], { error: 'Enter a number' })
    .refine((v) => String(v).length <= 3, DEALER_TEXT.profitMaxLength)
    .refine((v) => typeof v === 'number' || DECIMAL_TEXT.test(v), 'Enter a number')
    .transform((v) => Number(v))
    .pipe(z.number({ error: 'Enter a number' }).min(0, PEOPLE_TEXT.atLeastZero))
    .optional(),
);
const dealerUpdateObject = z.object({ ...dealerBase, profit: updateProfit });
export const dealerUpdateInputSchema = withNameParts(dealerUpdateObject.superRefine(requireGstinOfState));
export type DealerUpdateInput = z.infer<typeof dealerUpdateInputSchema>;
export const dealerPatchSchema = withNameParts(dealerUpdateObject.partial());

export const dealerSchema = z.object({
  ...personFields,
  location: z.string(),
  profit: z.number(),
  is_dealer: z.boolean(),
  is_customer: z.boolean(),
  type: z.enum(DEALER_TYPES),
  gstin: z.string().nullable(),
  state_code: z.string().nullable(),
  billing_address: z.string(),
  /** null: no credit limit (the dealer is not checked). */
  credit_limit: moneySchema.nullable(),
  payment_terms_days: z.number().int(),
});
export type Dealer = z.infer<typeof dealerSchema>;

/** One row of the dealer page's orders table: Order Id (auto_id), Total Amount, Status, View (to /orders/{id}). */
const dealerOrderRowSchema = z.object({
  id: z.number().int(),
  auto_id: z.number().int(),
  total_amount: moneySchema,
  status: z.string(),
});
export type DealerOrderRow = z.infer<typeof dealerOrderRowSchema>;

export const dealerDetailSchema = dealerSchema.extend({
  total_orders: z.number().int(),
  pending_orders: z.number().int(),
  orders: pagedSchema(dealerOrderRowSchema),
});
export type DealerDetail = z.infer<typeof dealerDetailSchema>;

export const dealerListQuerySchema = listQuerySchema.extend({
  /** The 2022 client sent `searchText` (docs/product/client-2022-names.md#people). */
  searchText: z.string().trim().max(200).optional(),
  type: z.enum(DEALER_TYPES).optional(),
  blocked: blockedFlagSchema,
});

/** The dealer detail pages its embedded orders by `page`. */
export const dealerDetailQuerySchema = listQuerySchema.pick({ page: true });
