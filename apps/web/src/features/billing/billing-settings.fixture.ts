import {
  DEFAULT_CREDIT_NOTE_PREFIX,
  DEFAULT_DEBIT_NOTE_PREFIX,
  DEFAULT_INVOICE_PREFIX,
  DEFAULT_RECEIPT_PREFIX,
  DEFAULT_REFUND_PREFIX,
  TAX_PRODUCT_TYPES,
} from '@steelworks/contract/billing';

/** The company and tax settings the billing pages read in the web tests (GET /billing/settings). */
export const SETTINGS = {
  legal_name: 'Steelworks Fabricators Private Limited',
  address: 'Kalamassery, Kochi 683104',
  state_code: '32',
  state_name: 'Kerala',
  gstin: '32AAFCS5318D1ZR',
  bank_name: 'State Bank of India',
  bank_account_number: '00000041234567890',
  ifsc: 'SBIN0070123',
  // The default prefix of every series.
  invoice_prefix: DEFAULT_INVOICE_PREFIX,
  credit_note_prefix: DEFAULT_CREDIT_NOTE_PREFIX,
  debit_note_prefix: DEFAULT_DEBIT_NOTE_PREFIX,
  receipt_prefix: DEFAULT_RECEIPT_PREFIX,
  refund_prefix: DEFAULT_REFUND_PREFIX,
  cin: 'U28112KL2019PTC058231',
  phone: '0484 2555014',
  email: 'accounts@steelworks.example.com',
  signatory_name: 'Anitha Menon',
  signatory_designation: 'Director',
  turnover_above_5_crore: false,
  // Every product type at 18%: the frames under HSN 7308, sheets at their default 7210.
  product_taxes: TAX_PRODUCT_TYPES.map((type) => ({
    product_type: type.key,
    label: type.label,
    hsn_code: type.key === 'sheet' ? type.defaultHsn : '7308',
    gst_rate: type.defaultRate,
  })),
  configured: true,
  updated_at: '2026-11-26T10:00:00Z',
};
