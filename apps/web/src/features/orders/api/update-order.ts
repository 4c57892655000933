import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@steelworks/contract/order';
import { api } from '../../../lib/api-client';
import type { OrderBody } from './create-order';
import { ordersQueryKey } from './get-orders';

/** PUT /order/order/:id/ — the Update Order page (dealer and items) of a pending order. */
export function useUpdateOrder(id: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<OrderBody>) => api.put<Order>(`/order/order/${id}/`, body),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
