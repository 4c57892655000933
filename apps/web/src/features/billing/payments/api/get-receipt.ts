import { useQuery } from '@tanstack/react-query';
import type { Receipt } from '@steelworks/contract/vouchers';
import { api } from '../../../../lib/api-client';
import { recordQueryOptions } from '../../../../lib/record-query';
import { paymentKeys } from './payment-keys';

/** GET /billing/payments/:id/receipt — the receipt voucher of a payment (a dealer: only its own, else 404). */
function getReceipt(id: number | string, signal?: AbortSignal): Promise<Receipt> {
  return api.get<Receipt>(`/billing/payments/${id}/receipt`, undefined, signal);
}

const receiptQueryOptions = recordQueryOptions(paymentKeys.receipt, getReceipt);

export function useReceipt(id: number | string) {
  return useQuery(receiptQueryOptions(id));
}
