import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@steelworks/contract/order';
import { ApiError, api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';

/**
 * PATCH /order/orderitem/:id/ {quantity, expected_quantity} — an item quantity of a pending order, with the quantity
 * the form was opened with: changed meanwhile, it answers 409 with the quantity now (docs/product/guards.md#stale-writes).
 */
export function useUpdateOrderItem(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, quantity, expectedQuantity }: { itemId: number; quantity: number | string; expectedQuantity: number }) =>
      api.patch<Order>(`/order/orderitem/${itemId}/`, { quantity, expected_quantity: expectedQuantity }),
    meta: { silentError: true },
    onSuccess: (order) => {
      queryClient.setQueryData([...orderKeys.all, 'detail', String(orderId)], order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    // The order reloads, so the page shows the quantity now beside the one refusal message.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'detail', String(orderId)] });
    },
  });
}
