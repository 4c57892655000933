import type { Order } from '@steelworks/contract/order';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import type { OrderBody } from './create-order';
import { orderKeys } from '../../../lib/query-keys';

/** PUT /order/order/:id/ — the Update Order page (dealer and items) of a pending order. */
export function useUpdateOrder(id: number | string) {
  return useReloadingMutation((body: Partial<OrderBody>) => api.put<Order>(`/order/order/${id}/`, body), { reloads: [orderKeys.all], silentError: true });
}
