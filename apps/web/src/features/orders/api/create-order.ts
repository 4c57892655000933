import type { Order, OrderInput } from '@steelworks/contract/order';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { ordersQueryKey } from './get-orders';

/** The body of an order create/update as the screens build it (numbers may still be strings). */
export type OrderBody = Omit<OrderInput, 'orderitem'> & {
  orderitem: Array<{ product: number; quantity: number; material: string; orderitemaddon: Array<{ addon_name: string; description: string; quantity: number }> }>;
};

/** POST /order/order/ */
export function useCreateOrder() {
  return useReloadingMutation((body: OrderBody) => api.post<Order>('/order/order/', body), { reloads: [ordersQueryKey], silentError: true });
}
