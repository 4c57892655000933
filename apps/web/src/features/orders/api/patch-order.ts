import type { Order, OrderStatus } from '@steelworks/contract/order';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { ordersQueryKey } from './get-orders';

export type OrderPatch = {
  status?: OrderStatus;
  start_date?: string;
  end_date?: string;
  customer_name?: string;
  delivery_site?: string;
  note?: string;
  /** An admin approving past the credit check (issue 31 point 6): the reason the audit log keeps. */
  credit_override_reason?: string;
};

/** PATCH /order/order/:id/ — a status move ({status, start_date?}) or the pending edit fields; answers the row. */
export function usePatchOrder(id: number) {
  return useReloadingMutation((body: OrderPatch) => api.patch<Order>(`/order/order/${id}/`, body), {
    answerKey: () => [...ordersQueryKey, 'detail', String(id)],
    reloads: [ordersQueryKey],
    silentError: true,
  });
}
