import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderStatus } from '@steelworks/contract/order';
import { api } from '../../../lib/api-client';
import { ordersQueryKey } from './get-orders';

export type OrderPatch = {
  status?: OrderStatus;
  start_date?: string;
  end_date?: string;
  customer_name?: string;
  delivery_site?: string;
  note?: string;
};

/** PATCH /order/order/:id/ — a status move ({status, start_date?}) or the pending edit fields; answers the row. */
export function usePatchOrder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderPatch) => api.patch<Order>(`/order/order/${id}/`, body),
    meta: { silentError: true },
    onSuccess: (order) => {
      queryClient.setQueryData([...ordersQueryKey, 'detail', String(id)], order);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
