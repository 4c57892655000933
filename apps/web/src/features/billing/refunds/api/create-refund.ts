import type { Refund } from '@steelworks/contract/vouchers';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../../lib/write-key';
import { refundKeys } from './refund-keys';

type RefundBody = { dealer_id: number; amount: string; refund_date: string; mode: string; reference: string; reason: string };

/** POST /billing/refunds — part of the dealer's advance paid back: a refund voucher and a ledger row. */
function createRefund(body: RefundBody, options?: WriteOptions): Promise<Refund> {
  return api.post<Refund>('/billing/refunds', body, options);
}

export function useCreateRefund() {
  return useReloadingMutation(useWriteKey(createRefund), { reloads: [['billing']], silentError: true, answerKey: (refund) => refundKeys.refund(refund.id) });
}
