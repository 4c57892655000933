import userEvent from '@testing-library/user-event';
import type { Billable, SupplierBillDetail } from '@steelworks/contract/payables';

/** Types `text` into a field as a paste: one change, as a whole bill number or reason is typed (a form this size renders each key). */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Malabar Steel, in the company's state (Kerala): what it delivered on GRN 4 (against PO 9) and GRN 5 (without an order). */
export const BILLABLE: Billable = {
  supplier: 2,
  supplier_name: 'Malabar Steel Rolling Mills',
  inter_state: false,
  state_problem: null,
  payment_terms_days: 30,
  tds_194q: false,
  billed_in_year: '0.00',
  quantity_tolerance_percent: 2,
  rate_tolerance_percent: 0,
  lines: [
    {
      receipt_line: 31,
      receipt: 4,
      receipt_number: 'GRN/26-27/00004',
      received_on: '2026-11-02',
      purchase_order: 9,
      purchase_order_number: 'PO/26-27/00009',
      name: 'MS Channel 4x2 16G',
      unit: 'kg',
      quantity: '478.400',
      rate: '62.50',
      value: '29900.00',
    },
    {
      receipt_line: 32,
      receipt: 4,
      receipt_number: 'GRN/26-27/00004',
      received_on: '2026-11-02',
      purchase_order: 9,
      purchase_order_number: 'PO/26-27/00009',
      name: 'Butt Hinge 4 inch',
      unit: 'pcs',
      quantity: '100.000',
      rate: '12.40',
      value: '1240.00',
    },
    {
      receipt_line: 40,
      receipt: 5,
      receipt_number: 'GRN/26-27/00005',
      received_on: '2026-11-05',
      purchase_order: null,
      purchase_order_number: null,
      name: 'GI Sheet 1.2mm',
      unit: 'pieces',
      quantity: '10.000',
      rate: null,
      value: '0.00',
    },
  ],
};

/** A delivered line as the bill of its receipt carries it, at 18% GST and as received (no mismatch). */
function billLineOf({ received_on: _, value, ...line }: Billable['lines'][number]): SupplierBillDetail['lines'][number] {
  return { ...line, rate: line.rate!, amount: value, gst_rate: '18.00', expected_quantity: line.quantity, expected_rate: line.rate, mismatch: '' };
}

/** The bill of GRN 4 as saved: 29,900.00 + 1,240.00 = 31,140.00, CGST and SGST 2,802.60 each, 36,745.20; 5,000.00 paid. */
export const BILL: SupplierBillDetail = {
  id: 7,
  supplier: 2,
  supplier_name: 'Malabar Steel Rolling Mills',
  number: 'MSRM/1021',
  bill_date: '2026-11-03',
  due_date: '2026-12-03',
  taxable: '31140.00',
  cgst: '2802.60',
  sgst: '2802.60',
  igst: '0.00',
  total: '36745.20',
  tds: '0.00',
  paid: '5000.00',
  debited: '0.00',
  due: '31745.20',
  status: 'Open',
  mismatch_reason: '',
  lines: [
    ...BILLABLE.lines.slice(0, 2).map(billLineOf),
  ],
  payments: [{ payment: 3, paid_on: '2026-11-10', mode: 'bank_transfer', reference: 'NEFT SBIN0070123', amount: '5000.00' }],
  debit_notes: [],
};
