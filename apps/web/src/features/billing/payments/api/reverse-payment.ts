import type { Payment } from '@steelworks/contract/dealer-account';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../../lib/write-key';
import { paymentKeys } from './payment-keys';

/**
 * POST /billing/payments/:id/reversal — a bounced cheque (with the bank's charges, a debit note for the dealer) or a
 * wrong entry; the invoices it paid reopen.
 */
function reversePayment({ id, ...body }: { id: number; reason: string; bank_charges?: string }, options?: WriteOptions): Promise<Payment> {
  return api.post<Payment>(`/billing/payments/${id}/reversal`, body, options);
}

export function useReversePayment() {
  return useReloadingMutation(useWriteKey(reversePayment), { reloads: [['billing']], silentError: true, answerKey: (payment) => paymentKeys.payment(payment.id) });
}
