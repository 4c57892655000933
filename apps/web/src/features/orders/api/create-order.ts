import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderInput } from '@steelworks/contract/order';
import { api } from '../../../lib/api-client';
import { ordersQueryKey } from './get-orders';

/** The body of an order create/update as the screens build it (numbers may still be strings). */
export type OrderBody = Omit<OrderInput, 'orderitem'> & {
  orderitem: Array<{ product: number; quantity: number; material: string; orderitemaddon: Array<{ addon_name: string; description: string; quantity: number }> }>;
};

/** POST /order/order/ */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderBody) => api.post<Order>('/order/order/', body),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
