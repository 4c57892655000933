import type { Payment } from '@steelworks/contract/dealer-account';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { paymentKeys } from './payment-keys';

/** The payment form's values as typed; the body is the contract's paymentInputSchema. */
export interface PaymentFormValues {
  dealer_id: string;
  amount: string;
  received_on: string;
  mode: string;
  cheque_number: string;
  reference: string;
  note: string;
  /** 'oldest': the server pays the oldest open invoices first; 'chosen': `invoice_ids` in the order shown. */
  allocate: 'oldest' | 'chosen';
  invoice_ids: number[];
}

export function paymentPayload(values: PaymentFormValues): Record<string, unknown> {
  const { allocate, invoice_ids, ...rest } = values;
  return { ...rest, cheque_number: values.mode === 'cheque' ? values.cheque_number : '', invoice_ids: allocate === 'chosen' ? invoice_ids : [] };
}

/** POST /billing/payments — a write that changes invoices and balances too, so everything under billing reloads. */
export function useCreatePayment() {
  return useReloadingMutation((values: PaymentFormValues) => api.post<Payment>('/billing/payments', paymentPayload(values)), {
    reloads: [['billing']],
    silentError: true,
    answerKey: (payment) => paymentKeys.payment(payment.id),
  });
}
