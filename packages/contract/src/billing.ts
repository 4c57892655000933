import { z } from 'zod';
import { formatCents, toCents } from './common/money';
import { PRODUCT_TYPES } from './product';
import { gstRateInputSchema, hsnCodeSchema, hsnFitsTurnover, TAX_CODE_TEXT } from './tax-code';

/**
 * Company and tax settings (issue 31 point 1): who the shop is on a tax invoice, its bank for the footer, the invoice
 * number series, and per product type its HSN code and GST rate. Also the GSTIN and state-code checks a dealer shares.
 * See docs/decisions/030-dealer-accounts-settings.md.
 */

// ---------------------------------------------------------------------------------------------------------------
// States and union territories with their GST state codes (the first two digits of a GSTIN).

export type IndianState = { code: string; name: string; /** A code kept only because old GSTINs carry it. */ legacy?: boolean };

export const INDIAN_STATES: readonly IndianState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '25', name: 'Daman and Diu (before 2020)', legacy: true },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '28', name: 'Andhra Pradesh (before 2014)', legacy: true },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
];

const STATE_BY_CODE = new Map(INDIAN_STATES.map((state) => [state.code, state]));

/** The states a form offers: the current ones (legacy codes are accepted in a GSTIN, not chosen for a new record). */
export const SELECTABLE_STATES = INDIAN_STATES.filter((state) => !state.legacy);

function isStateCode(code: string): boolean {
  return STATE_BY_CODE.has(code);
}

/** "Kerala" for "32"; the code itself when it names no state. */
export function stateName(code: string | null | undefined): string {
  if (!code) return '';
  return STATE_BY_CODE.get(code)?.name ?? code;
}

// ---------------------------------------------------------------------------------------------------------------
// GSTIN: 2-digit state code, the holder's PAN (AAAAA9999A), entity number (1-9, A-Z), 'Z', check character.

export const BILLING_TEXT = {
  gstinFormat: 'Enter a valid GSTIN: 15 characters like 29ABCDE1234F1ZW',
  gstinState: (code: string) => `The GSTIN's state code ${code} is not a state`,
  gstinCheck: "The GSTIN's check character is wrong: check the number",
  gstinStateMismatch: (gstinState: string, state: string) =>
    `The GSTIN is registered in ${stateName(gstinState)} (${gstinState}), not in ${stateName(state)} (${state})`,
  stateRequired: 'Choose a state',
  stateForGstin: 'Choose the state of the GSTIN',
  ifsc: 'Enter a valid IFSC: 11 characters like SBIN0001234',
  accountNumber: 'Enter the account number: 9 to 18 digits',
  hsn: TAX_CODE_TEXT.hsn,
  hsnSixDigits: TAX_CODE_TEXT.hsnSixDigits,
  cin: 'Enter a valid CIN: 21 characters like U28112KL2019PTC012345',
  email: 'Enter a valid e-mail address',
  phone: 'Enter a phone number of 10 to 15 digits (spaces, + and - allowed)',
  gstRate: TAX_CODE_TEXT.gstRate,
  prefix: 'Use 1 to 4 letters, digits, / or -, starting with a letter or digit',
  required: 'This field is required',
  productTaxes: 'Give each product type exactly once',
  creditLimit: 'Enter an amount with at most 2 decimals, or leave empty for no limit',
  paymentTerms: 'Enter whole days from 0 to 365',
} as const;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters (the GSTN's mod-36 algorithm). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a GSTIN (already trimmed and upper-cased), or undefined when it is valid. */
export function gstinProblem(gstin: string): string | undefined {
  if (!GSTIN_FORMAT.test(gstin)) return BILLING_TEXT.gstinFormat;
  const state = gstin.slice(0, 2);
  if (!isStateCode(state)) return BILLING_TEXT.gstinState(state);
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return BILLING_TEXT.gstinCheck;
  return undefined;
}

/** The state code a GSTIN carries. */
export function gstinStateCode(gstin: string): string {
  return gstin.slice(0, 2);
}

export const gstinSchema = z
  .string({ error: BILLING_TEXT.gstinFormat })
  .trim()
  .toUpperCase()
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** "" or null clears the GSTIN (an unregistered party); absent leaves it as it is (PATCH). */
export const optionalGstinSchema = z.preprocess(
  (v) => (v === '' || (typeof v === 'string' && v.trim() === '') ? null : v),
  gstinSchema.nullable().optional(),
);

const stateCodeSchema = z
  .string({ error: BILLING_TEXT.stateRequired })
  .trim()
  .refine(isStateCode, BILLING_TEXT.stateRequired);

export const optionalStateCodeSchema = z.preprocess((v) => (v === '' ? null : v), stateCodeSchema.nullable().optional());

/**
 * A party's GSTIN must be of its own state: the state decides CGST + SGST or IGST on an invoice. Adds the issue under
 * `gstin` (a state without a GSTIN is fine: unregistered dealers exist; a GSTIN without a state asks for the state).
 */
export function gstinStateProblem(gstin: string | null | undefined, state: string | null | undefined): { field: 'gstin' | 'state_code'; message: string } | undefined {
  // A GSTIN or state that is itself wrong has its own message already (zod runs this refinement after such issues).
  if (!gstin || gstinProblem(gstin) || (state && !isStateCode(state))) return undefined;
  if (!state) return { field: 'state_code', message: BILLING_TEXT.stateForGstin };
  const gstinState = gstinStateCode(gstin);
  if (gstinState !== state) return { field: 'gstin', message: BILLING_TEXT.gstinStateMismatch(gstinState, state) };
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Tax per product type.

/**
 * The kinds of thing the shop invoices: its three product types (product.ts) and sheets (sheet orders). Steel doors,
 * windows and their frames are HSN 7308.30 ("doors, windows and their frames"); gates and grills would be 7308.90
 * (other structures), set on such a product itself; the sheets are flat-rolled coated steel, 7210. All 18%. A product
 * takes its type's code and rate when it is made and may then be given its own (docs/decisions/030).
 */
export const TAX_PRODUCT_TYPES = [
  ...PRODUCT_TYPES.map((type) => ({ key: type.key, label: type.label, defaultHsn: '730830', defaultRate: '18.00' })),
  { key: 'sheet', label: 'Sheet', defaultHsn: '7210', defaultRate: '18.00' },
] as const satisfies ReadonlyArray<{ key: string; label: string; defaultHsn: string; defaultRate: string }>;
export type TaxProductType = (typeof TAX_PRODUCT_TYPES)[number]['key'];
const TAX_PRODUCT_TYPE_KEYS = TAX_PRODUCT_TYPES.map((type) => type.key) as [TaxProductType, ...TaxProductType[]];

const productTaxInputSchema = z.object({
  product_type: z.enum(TAX_PRODUCT_TYPE_KEYS, { error: 'Choose a product type' }),
  hsn_code: hsnCodeSchema,
  gst_rate: gstRateInputSchema,
});

const productTaxSchema = z.object({
  product_type: z.enum(TAX_PRODUCT_TYPE_KEYS),
  label: z.string(),
  hsn_code: z.string(),
  gst_rate: z.string().regex(/^\d+\.\d{2}$/),
});
export type ProductTax = z.infer<typeof productTaxSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Company settings.

const requiredText = (max: number) =>
  z.string({ error: BILLING_TEXT.required }).trim().min(1, BILLING_TEXT.required).max(max, `At most ${max} characters`);

/**
 * A document number's prefix: at most 4 characters, so that prefix/26-27/00001 fits the 16 characters of rule 46(b);
 * letters, digits, `/` and `-`, not starting with either sign (the e-invoice schema's pattern).
 */
export const DOCUMENT_PREFIX_MAX = 4;
const prefixSchema = (fallback: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? fallback : v),
    z.string({ error: BILLING_TEXT.prefix }).trim().toUpperCase().regex(/^[A-Z0-9][A-Z0-9/-]{0,3}$/, BILLING_TEXT.prefix),
  );

export const DEFAULT_INVOICE_PREFIX = 'INV';
export const DEFAULT_CREDIT_NOTE_PREFIX = 'CN';
export const DEFAULT_DEBIT_NOTE_PREFIX = 'DN';
export const DEFAULT_RECEIPT_PREFIX = 'RC';
export const DEFAULT_REFUND_PREFIX = 'RF';

/** "" or absent: no value (a firm that is not a company has no CIN). */
const optionalText = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** The Corporate Identity Number: L/U, industry (5 digits), state (2 letters), year, type (3 letters), number (6). */
const cinSchema = z
  .string({ error: BILLING_TEXT.cin })
  .trim()
  .toUpperCase()
  .regex(/^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/, BILLING_TEXT.cin);

const ifscSchema = z
  .string({ error: BILLING_TEXT.ifsc })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, BILLING_TEXT.ifsc);

/** PUT /billing/settings: the whole form. Every product type comes once; a GSTIN must be of the company's state. */
export const companySettingsInputSchema = z
  .object({
    legal_name: requiredText(200),
    address: requiredText(500),
    state_code: stateCodeSchema,
    gstin: optionalGstinSchema,
    bank_name: requiredText(100),
    bank_account_number: z
      .string({ error: BILLING_TEXT.accountNumber })
      .trim()
      .regex(/^\d{9,18}$/, BILLING_TEXT.accountNumber),
    ifsc: ifscSchema,
    invoice_prefix: prefixSchema(DEFAULT_INVOICE_PREFIX),
    credit_note_prefix: prefixSchema(DEFAULT_CREDIT_NOTE_PREFIX),
    debit_note_prefix: prefixSchema(DEFAULT_DEBIT_NOTE_PREFIX),
    receipt_prefix: prefixSchema(DEFAULT_RECEIPT_PREFIX),
    refund_prefix: prefixSchema(DEFAULT_REFUND_PREFIX),
    cin: optionalText(cinSchema),
    // Required: the company's documents print them (Companies Act s.12(3)(c)).
    phone: z.string({ error: BILLING_TEXT.phone }).trim().regex(/^\+?[0-9][0-9 -]{8,18}[0-9]$/, BILLING_TEXT.phone),
    email: z.string({ error: BILLING_TEXT.email }).trim().max(254, BILLING_TEXT.email).email(BILLING_TEXT.email),
    signatory_name: optionalText(z.string().trim().max(100, 'At most 100 characters')),
    signatory_designation: optionalText(z.string().trim().max(100, 'At most 100 characters')),
    /** Aggregate turnover above 5 crore: HSN codes of at least 6 digits (Notification 78/2020-CT). */
    turnover_above_5_crore: z.preprocess((v) => v === true || v === 'true', z.boolean()).optional().default(false),
    product_taxes: z.array(productTaxInputSchema, { error: BILLING_TEXT.productTaxes }),
  })
  .superRefine((input, ctx) => {
    const problem = gstinStateProblem(input.gstin, input.state_code);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    const given = input.product_taxes.map((row) => row.product_type);
    const complete = given.length === TAX_PRODUCT_TYPE_KEYS.length && TAX_PRODUCT_TYPE_KEYS.every((key) => given.includes(key));
    if (!complete) ctx.addIssue({ code: 'custom', path: ['product_taxes'], message: BILLING_TEXT.productTaxes });
    input.product_taxes.forEach((tax, index) => {
      if (!hsnFitsTurnover(tax.hsn_code, input.turnover_above_5_crore)) {
        ctx.addIssue({ code: 'custom', path: ['product_taxes', index, 'hsn_code'], message: BILLING_TEXT.hsnSixDigits });
      }
    });
  });
export type CompanySettingsInput = z.infer<typeof companySettingsInputSchema>;

/** What GET answers: before an admin saves the form, the texts are empty and state_code null (not configured). */
export const companySettingsSchema = z.object({
  legal_name: z.string(),
  address: z.string(),
  state_code: z.string().nullable(),
  state_name: z.string(),
  gstin: z.string().nullable(),
  bank_name: z.string(),
  bank_account_number: z.string(),
  ifsc: z.string(),
  invoice_prefix: z.string(),
  credit_note_prefix: z.string(),
  debit_note_prefix: z.string(),
  receipt_prefix: z.string(),
  refund_prefix: z.string(),
  /** "" when not set. Printed on every invoice, note, receipt and statement (Companies Act s.12(3)(c)). */
  cin: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Printed under "For <company>" on every document. */
  signatory_name: z.string(),
  signatory_designation: z.string(),
  turnover_above_5_crore: z.boolean(),
  product_taxes: z.array(productTaxSchema),
  /** False until the legal name, address and state are set: invoices (next) refuse to be made before. */
  configured: z.boolean(),
  updated_at: z.string().nullable(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// A dealer's account fields (dealer.ts uses them).

export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

/** A credit limit: a non-negative amount ("500000.00"); "" or null = no limit; absent = unchanged (PATCH). */
export const creditLimitInputSchema = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  z
    .string({ error: BILLING_TEXT.creditLimit })
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, BILLING_TEXT.creditLimit)
    .transform((v) => formatCents(toCents(v)))
    .nullable()
    .optional(),
);

export const paymentTermsInputSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: BILLING_TEXT.paymentTerms }).int(BILLING_TEXT.paymentTerms).min(0, BILLING_TEXT.paymentTerms).max(365, BILLING_TEXT.paymentTerms).optional(),
);
