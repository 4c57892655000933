import type { Order, OrderInput } from '@steelworks/contract/order';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';
import { orderKeys } from '../../../lib/query-keys';

/** The body of an order create/update as the screens build it (numbers may still be strings). */
export type OrderBody = Omit<OrderInput, 'orderitem'> & {
  orderitem: Array<{ product: number; quantity: number; material: string; orderitemaddon: Array<{ addon_name: string; description: string; quantity: number }> }>;
};

/** POST /order/order/ */
export function useCreateOrder() {
  return useReloadingMutation(useWriteKey((body: OrderBody, options: WriteOptions) => api.post<Order>('/order/order/', body, options)), { reloads: [orderKeys.all], silentError: true });
}
