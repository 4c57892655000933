import type { Payment } from '@steelworks/contract/dealer-account';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../../lib/write-key';
import { paymentKeys } from './payment-keys';

/** The payment form's values as typed; the body is the contract's paymentInputSchema. */
export interface PaymentFormValues {
  dealer_id: string;
  amount: string;
  received_on: string;
  mode: string;
  cheque_number: string;
  /** The date written on a cheque; after today it is post-dated. */
  cheque_date: string;
  cheque_bank: string;
  reference: string;
  note: string;
  /** TDS the dealer deducted (s.194Q); blank: none. */
  tds_amount: string;
  tds_section: string;
  /** 'oldest': the server pays the oldest open invoices first; 'chosen': `invoice_ids` in the order shown. */
  allocate: 'oldest' | 'chosen';
  invoice_ids: number[];
}

/** A new payment's form: received `today`, TDS section 194Q preset, paid to the oldest open invoices first. */
export function emptyPaymentValues(today: string): PaymentFormValues {
  return {
    dealer_id: '',
    amount: '',
    received_on: today,
    mode: '',
    cheque_number: '',
    cheque_date: '',
    cheque_bank: '',
    reference: '',
    note: '',
    tds_amount: '',
    tds_section: '194Q',
    allocate: 'oldest',
    invoice_ids: [],
  };
}

export function paymentPayload(values: PaymentFormValues): Record<string, unknown> {
  const { allocate, invoice_ids, ...rest } = values;
  const cheque = values.mode === 'cheque';
  return {
    ...rest,
    cheque_number: cheque ? values.cheque_number : '',
    cheque_date: cheque ? values.cheque_date : '',
    cheque_bank: cheque ? values.cheque_bank : '',
    invoice_ids: allocate === 'chosen' ? invoice_ids : [],
  };
}

/** POST /billing/payments — a write that changes invoices and balances too, so everything under billing reloads. */
export function useCreatePayment() {
  return useReloadingMutation(useWriteKey((values: PaymentFormValues, options: WriteOptions) => api.post<Payment>('/billing/payments', paymentPayload(values), options)), {
    reloads: [['billing']],
    silentError: true,
    answerKey: (payment) => paymentKeys.payment(payment.id),
  });
}
