import type { Payment } from '@steelworks/contract/dealer-account';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { paymentKeys } from './payment-keys';

/** POST /billing/payments/:id/reversal — a bounced cheque or a wrong entry; the invoices it paid reopen. */
export function reversePayment({ id, reason }: { id: number; reason: string }): Promise<Payment> {
  return api.post<Payment>(`/billing/payments/${id}/reversal`, { reason });
}

export function useReversePayment() {
  return useReloadingMutation(reversePayment, { reloads: [['billing']], silentError: true, answerKey: (payment) => paymentKeys.payment(payment.id) });
}
