import type { Order, OrderStatus } from '@steelworks/contract/order';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';
import { orderKeys } from '../../../lib/query-keys';

export type OrderPatch = {
  status?: OrderStatus;
  start_date?: string;
  end_date?: string;
  customer_name?: string;
  delivery_site?: string;
  /** null: delivered in the dealer's state. */
  delivery_state_code?: string | null;
  third_party_delivery?: boolean;
  note?: string;
  /** An admin approving past the credit check (issue 31 point 6): the reason the audit log keeps. */
  credit_override_reason?: string;
};

/** PATCH /order/order/:id/ — a status move ({status, start_date?}) or the pending edit fields; answers the row. */
export function usePatchOrder(id: number) {
  return useReloadingMutation(useWriteKey((body: OrderPatch, options: WriteOptions) => api.patch<Order>(`/order/order/${id}/`, body, options)), {
    answerKey: () => [...orderKeys.all, 'detail', String(id)],
    reloads: [orderKeys.all],
    silentError: true,
  });
}
