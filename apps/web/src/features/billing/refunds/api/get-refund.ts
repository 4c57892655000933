import { useQuery } from '@tanstack/react-query';
import type { Refund } from '@steelworks/contract/vouchers';
import { api } from '../../../../lib/api-client';
import { recordQueryOptions } from '../../../../lib/record-query';
import { refundKeys } from './refund-keys';

/** GET /billing/refunds/:id — the refund voucher (a dealer: only its own, else 404). */
function getRefund(id: number | string, signal?: AbortSignal): Promise<Refund> {
  return api.get<Refund>(`/billing/refunds/${id}`, undefined, signal);
}

const refundQueryOptions = recordQueryOptions(refundKeys.refund, getRefund);

export function useRefund(id: number | string) {
  return useQuery(refundQueryOptions(id));
}
