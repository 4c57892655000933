import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@steelworks/contract/order';
import { api } from '../../../lib/api-client';
import { ordersQueryKey } from './get-orders';

/** PATCH /order/orderitem/:id/ {quantity} — an item quantity of a pending order; answers the order. */
export function useUpdateOrderItem(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, quantity }: { itemId: number; quantity: number }) => api.patch<Order>(`/order/orderitem/${itemId}/`, { quantity }),
    meta: { silentError: true },
    onSuccess: (order) => {
      queryClient.setQueryData([...ordersQueryKey, 'detail', String(orderId)], order);
      return queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
