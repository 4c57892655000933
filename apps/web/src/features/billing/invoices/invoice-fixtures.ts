import type { CreditNote, Invoice, InvoiceListItem } from '@steelworks/contract/invoice';

/** Test data of the invoice screens, worked by hand (18% GST, each head rounded to the paisa, total to the rupee). */

export const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

export const listItem = (extra: Partial<InvoiceListItem> = {}): InvoiceListItem => ({
  id: 11,
  number: 'INV/2026-27/0007',
  invoice_date: '2026-11-02',
  due_date: '2026-12-02',
  order_id: 5,
  order_auto_id: 105,
  dealer_id: 3,
  dealer_name: 'Deepak Traders',
  total: '6656.00',
  amount_paid: '0.00',
  balance_due: '6656.00',
  status: 'Open',
  days_overdue: null,
  ...extra,
});

export const SELLER = {
  name: 'Steelworks Fabricators Private Limited',
  address: 'Kalamassery, Kochi 683104',
  state_code: '32',
  state_name: 'Kerala',
  gstin: '32AAFCS5318D1ZR',
  cin: 'U28112KL2019PTC058231',
  phone: '0484 2555014',
  email: 'accounts@steelworks.example.com',
  signatory_name: 'Anitha Menon',
  signatory_designation: 'Director',
};

/*
 * Intra-state (buyer in Kerala like the seller):
 *   2 x 1,320.00 = 2,640.00; CGST 9% 237.60, SGST 9% 237.60; line 3,115.20
 *   3 x 1,000.15 = 3,000.45; CGST 9% 270.0405 -> 270.04, SGST 270.04; line 3,540.53
 *   taxable 5,640.45 + CGST 507.64 + SGST 507.64 = 6,655.73; round off +0.27; total 6,656.00
 * Inter-state (buyer in Tamil Nadu): IGST 18% 475.20 and 540.081 -> 540.08 = 1,015.28; 5,640.45 + 1,015.28 = 6,655.73.
 */
export const intraInvoice = (extra: Partial<Invoice> = {}): Invoice => ({
  ...listItem(),
  financial_year: '2026-27',
  seller: SELLER,
  buyer: { name: 'Deepak Traders', address: 'MG Road, Aluva', state_code: '32', state_name: 'Kerala', gstin: '32ABCDE1234F1Z5' },
  ship_to: { name: 'Deepak Traders', address: 'MG Road, Aluva', state_code: '32', state_name: 'Kerala', gstin: null },
  place_of_supply: '32',
  place_of_supply_name: 'Kerala',
  tax_split: 'intra',
  lines: [
    { line_no: 1, description: 'Door Frame 90x210 4x2 16G (LH -101)', hsn_code: '7308', quantity: 2, unit: 'Nos', rate: '1320.00', taxable_value: '2640.00', gst_rate: '18.00', cgst: '237.60', sgst: '237.60', igst: '0.00', total: '3115.20' },
    { line_no: 2, description: 'Window 120x150', hsn_code: '7308', quantity: 3, unit: 'Nos', rate: '1000.15', taxable_value: '3000.45', gst_rate: '18.00', cgst: '270.04', sgst: '270.04', igst: '0.00', total: '3540.53' },
  ],
  taxable_value: '5640.45',
  cgst: '507.64',
  sgst: '507.64',
  igst: '0.00',
  round_off: '0.27',
  total: '6656.00',
  total_in_words: 'Rupees Six Thousand Six Hundred Fifty Six Only',
  bank: { bank_name: 'State Bank of India', account_number: '00000041234567890', ifsc: 'SBIN0070123' },
  allocations: [],
  credit_note: null,
  notes: [],
  remaining: [
    { line_no: 1, quantity: 2, taxable_value: '2640.00' },
    { line_no: 2, quantity: 3, taxable_value: '3000.45' },
  ],
  adjustment: '0.00',
  created_at: '2026-11-02T10:00:00Z',
  ...extra,
});

export const interInvoice = (extra: Partial<Invoice> = {}): Invoice =>
  intraInvoice({
    buyer: { name: 'Chennai Steel Mart', address: 'Anna Salai, Chennai', state_code: '33', state_name: 'Tamil Nadu', gstin: '33ABCDE1234F1Z3' },
    dealer_name: 'Chennai Steel Mart',
    place_of_supply: '33',
    place_of_supply_name: 'Tamil Nadu',
    tax_split: 'inter',
    // The same two lines, with the IGST worked out above in place of CGST and SGST.
    lines: intraInvoice().lines.map((line) => ({ ...line, cgst: '0.00', sgst: '0.00', igst: line.line_no === 1 ? '475.20' : '540.08' })),
    cgst: '0.00',
    sgst: '0.00',
    igst: '1015.28',
    ...extra,
  });

export const creditNote = (extra: Partial<CreditNote> = {}): CreditNote => {
  const invoice = intraInvoice();
  return {
    id: 4,
    kind: 'credit',
    reason_code: 'cancellation',
    number: 'CN/2026-27/0001',
    note_date: '2026-11-20',
    invoice_id: invoice.id,
    invoice_number: invoice.number,
    invoice_date: invoice.invoice_date,
    dealer_id: invoice.dealer_id,
    dealer_name: invoice.dealer_name,
    reason: 'Goods returned: wrong size',
    total: invoice.total,
    financial_year: '2026-27',
    seller: invoice.seller,
    buyer: invoice.buyer,
    ship_to: invoice.ship_to,
    place_of_supply: invoice.place_of_supply,
    place_of_supply_name: invoice.place_of_supply_name,
    tax_split: invoice.tax_split,
    lines: invoice.lines,
    taxable_value: invoice.taxable_value,
    cgst: invoice.cgst,
    sgst: invoice.sgst,
    igst: invoice.igst,
    round_off: invoice.round_off,
    charges: '0.00',
    payment_id: null,
    total_in_words: invoice.total_in_words,
    created_at: '2026-11-20T10:00:00Z',
    ...extra,
  };
};
