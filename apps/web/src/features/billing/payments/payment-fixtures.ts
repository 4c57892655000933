import type { Payment, PaymentListItem } from '@steelworks/contract/dealer-account';

/** A payment as the list answers it (a cheque of Deepak Traders), and as its page does; tests change what they need. */
export const listItem = (extra: Partial<PaymentListItem> = {}): PaymentListItem => ({
  id: 41,
  dealer_id: 6,
  dealer_name: 'Deepak Traders',
  amount: '20000.50',
  received_on: '2026-11-20',
  mode: 'cheque',
  cheque_number: '123456',
  cheque_date: '2026-11-20',
  cheque_bank: 'SBI Aluva',
  reference: '',
  allocated: '17700.00',
  unallocated: '2300.50',
  status: 'Received',
  tds_amount: '0.00',
  tds_section: null,
  tds_quarter: null,
  refunded: '0.00',
  receipt_number: 'RC/2026-27/0041',
  ...extra,
});

export const payment = (extra: Partial<Payment> = {}): Payment => ({
  ...listItem(),
  note: '',
  allocations: [
    { invoice_id: 1, invoice_number: 'INV/2026-27/0001', amount: '11800.00' },
    { invoice_id: 3, invoice_number: 'INV/2026-27/0003', amount: '5900.00' },
  ],
  reversed_on: null,
  reversal_reason: null,
  bank_charges_note: null,
  created_at: '2026-11-20T10:00:00Z',
  ...extra,
});
