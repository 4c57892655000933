import { useQuery } from '@tanstack/react-query';
import type { Payment } from '@steelworks/contract/dealer-account';
import { api } from '../../../../lib/api-client';
import { recordQueryOptions } from '../../../../lib/record-query';
import { paymentKeys } from './payment-keys';

/** GET /billing/payments/:id — the payment with its allocations (a dealer: only its own, else 404). */
function getPayment(id: number | string, signal?: AbortSignal): Promise<Payment> {
  return api.get<Payment>(`/billing/payments/${id}`, undefined, signal);
}

const paymentQueryOptions = recordQueryOptions(paymentKeys.payment, getPayment);

export function usePayment(id: number | string) {
  return useQuery(paymentQueryOptions(id));
}
