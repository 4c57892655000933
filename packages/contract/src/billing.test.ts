import { describe, expect, it } from 'vitest';
import { gstRateInputSchema } from './tax-code';
import {
  BILLING_TEXT,
  companySettingsInputSchema,
  creditLimitInputSchema,
  gstinCheckCharacter,
  gstinSchema,
  INDIAN_STATES,
  stateName,
  TAX_PRODUCT_TYPES,
} from './billing';
import { dealerCreateInputSchema } from './dealer';

function messageOf(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('GSTIN', () => {
  it('computes the check character by the mod-36 algorithm', () => {
    // 27AAPFU0939F1ZV is the GSTN's own published sample; the rest were worked out with the same sum.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29ABCDE1234F1Z')).toBe('W');
    expect(gstinCheckCharacter('32AAACD1234K1Z')).toBe('5');
    expect(gstinCheckCharacter('33AAGCN3456Q1Z')).toBe('Z');
  });

  it('accepts valid numbers, trimmed and upper-cased', () => {
    expect(gstinSchema.parse('27AAPFU0939F1ZV')).toBe('27AAPFU0939F1ZV');
    expect(gstinSchema.parse('  32aaacd1234k1z5 ')).toBe('32AAACD1234K1Z5');
    expect(gstinSchema.parse('97AAACO1234A1ZZ')).toBe('97AAACO1234A1ZZ');
  });

  it('refuses a wrong format with the format message', () => {
    for (const bad of ['', '32AAACD1234K1Z', '32AAACD1234K1Z55', '3XAAACD1234K1Z5', '32AAAC11234K1Z5', '32AAACD1234K0Z5', '32AAACD1234K1Y5']) {
      expect(messageOf(gstinSchema.safeParse(bad)), bad).toEqual([`:${BILLING_TEXT.gstinFormat}`]);
    }
    expect(messageOf(gstinSchema.safeParse(32))).toEqual([`:${BILLING_TEXT.gstinFormat}`]);
  });

  it('refuses a state code that names no state', () => {
    expect(messageOf(gstinSchema.safeParse('39ABCDE1234F1ZV'))).toEqual([":The GSTIN's state code 39 is not a state"]);
    expect(messageOf(gstinSchema.safeParse('00ABCDE1234F1ZV'))).toEqual([":The GSTIN's state code 00 is not a state"]);
  });

  it('refuses a wrong check character', () => {
    expect(messageOf(gstinSchema.safeParse('29ABCDE1234F1Z5'))).toEqual([`:${BILLING_TEXT.gstinCheck}`]);
    // One mistyped PAN digit changes the check character.
    expect(messageOf(gstinSchema.safeParse('32AAACD1235K1Z5'))).toEqual([`:${BILLING_TEXT.gstinCheck}`]);
  });
});

describe('states', () => {
  it('lists codes 01 to 38 and 97, each once', () => {
    const codes = INDIAN_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97']);
    expect(stateName('32')).toBe('Kerala');
    expect(stateName('33')).toBe('Tamil Nadu');
  });
});

const validSettings = {
  legal_name: 'Deepak Steel Works Pvt Ltd',
  address: 'Industrial Estate, Kalamassery, Kochi 683104',
  state_code: '32',
  gstin: '32AAACD1234K1Z5',
  bank_name: 'State Bank of India',
  bank_account_number: '00001234567890',
  ifsc: 'sbin0070123',
  phone: '+91 484 2555014',
  email: 'accounts@deepaksteel.example.com',
  product_taxes: TAX_PRODUCT_TYPES.map((type) => ({ product_type: type.key, hsn_code: type.defaultHsn, gst_rate: 18 })),
};

describe('company settings', () => {
  it('accepts the whole form and fills the defaults', () => {
    const parsed = companySettingsInputSchema.parse(validSettings);
    expect(parsed.ifsc).toBe('SBIN0070123');
    expect(parsed.invoice_prefix).toBe('INV');
    expect(parsed.credit_note_prefix).toBe('CN');
    expect([parsed.debit_note_prefix, parsed.receipt_prefix, parsed.refund_prefix]).toEqual(['DN', 'RC', 'RF']);
    expect([parsed.cin, parsed.signatory_name, parsed.turnover_above_5_crore]).toEqual([undefined, undefined, false]);
    // 4 characters at most; letters, digits, / and -, not first.
    for (const prefix of ['in/1', 'A-2', 'X', '2026']) expect(companySettingsInputSchema.parse({ ...validSettings, invoice_prefix: prefix }).invoice_prefix).toBe(prefix.toUpperCase());
    for (const prefix of ['INVO1', '/IN', '-IN', 'IN_1', 'IN.1']) {
      expect(companySettingsInputSchema.safeParse({ ...validSettings, invoice_prefix: prefix }).error?.issues.map((i) => i.message), prefix).toEqual([BILLING_TEXT.prefix]);
    }
    expect(parsed.product_taxes.map((row) => row.gst_rate)).toEqual(['18.00', '18.00', '18.00', '18.00']);
  });

  it('refuses a GSTIN of another state, a bad IFSC, HSN and rate, and a missing product type', () => {
    const result = companySettingsInputSchema.safeParse({
      ...validSettings,
      gstin: '33AAGCN3456Q1ZZ',
      ifsc: 'SBIN1070123',
      product_taxes: [{ product_type: 'sheet', hsn_code: '721', gst_rate: '28.01' }],
    });
    expect(messageOf(result)).toEqual(
      expect.arrayContaining([
        `ifsc:${BILLING_TEXT.ifsc}`,
        `product_taxes.0.hsn_code:${BILLING_TEXT.hsn}`,
        `product_taxes.0.gst_rate:${BILLING_TEXT.gstRate}`,
      ]),
    );
    // The object-level checks run once the fields parse.
    const mismatch = companySettingsInputSchema.safeParse({ ...validSettings, gstin: '33AAGCN3456Q1ZZ', product_taxes: validSettings.product_taxes.slice(1) });
    expect(messageOf(mismatch)).toEqual([
      'gstin:The GSTIN is registered in Tamil Nadu (33), not in Kerala (32)',
      `product_taxes:${BILLING_TEXT.productTaxes}`,
    ]);
  });

  it('keeps GST rates exact two-decimal strings from 0 to 28', () => {
    expect(gstRateInputSchema.parse('0')).toBe('0.00');
    expect(gstRateInputSchema.parse(2.5)).toBe('2.50');
    expect(gstRateInputSchema.parse('28')).toBe('28.00');
    expect(gstRateInputSchema.safeParse('28.5').success).toBe(false);
    expect(gstRateInputSchema.safeParse('-1').success).toBe(false);
    expect(gstRateInputSchema.safeParse('18.005').success).toBe(false);
  });
});

describe('dealer account fields', () => {
  const dealer = { is_dealer: true, username: 'kochi1', full_name: 'Kochi Steels', phone: '9800000099', email: 'k@example.com' };

  it('accepts an unregistered dealer and a registered one of its state', () => {
    expect(dealerCreateInputSchema.parse({ ...dealer, state_code: '32', gstin: '' }).gstin).toBeNull();
    const parsed = dealerCreateInputSchema.parse({ ...dealer, state_code: '33', gstin: '33aagcn3456q1zz', credit_limit: '500000', payment_terms_days: '45' });
    expect(parsed).toMatchObject({ gstin: '33AAGCN3456Q1ZZ', credit_limit: '500000.00', payment_terms_days: 45 });
  });

  it('refuses a GSTIN of another state, a GSTIN without a state, bad terms and limits', () => {
    expect(messageOf(dealerCreateInputSchema.safeParse({ ...dealer, state_code: '32', gstin: '33AAGCN3456Q1ZZ' }))).toEqual([
      'gstin:The GSTIN is registered in Tamil Nadu (33), not in Kerala (32)',
    ]);
    expect(messageOf(dealerCreateInputSchema.safeParse({ ...dealer, gstin: '33AAGCN3456Q1ZZ' }))).toEqual([`state_code:${BILLING_TEXT.stateForGstin}`]);
    expect(messageOf(dealerCreateInputSchema.safeParse({ ...dealer, payment_terms_days: 366 }))).toEqual([`payment_terms_days:${BILLING_TEXT.paymentTerms}`]);
    expect(creditLimitInputSchema.safeParse('-5').success).toBe(false);
    expect(creditLimitInputSchema.parse('')).toBeNull();
  });
});
