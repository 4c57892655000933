import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import type { OrderPromise } from '@steelworks/contract/order';
import { api } from '../../../lib/api-client';

export type PromiseItem = { product: number; quantity: number };

/**
 * POST /order/promise/ for the items of an order being built, asked again 400 ms after they stop changing; the last
 * answer stays on screen while the next is on its way. Nothing is saved.
 */
export function useOrderPromise(items: readonly PromiseItem[], startDate: string) {
  // A string, so a render with the same items is no change to wait for.
  const [key] = useDebouncedValue(JSON.stringify({ items: items.map(({ product, quantity }) => ({ product, quantity })), startDate }), 400);
  const request = JSON.parse(key) as { items: PromiseItem[]; startDate: string };
  return useQuery({
    queryKey: ['orders', 'promise', key],
    queryFn: ({ signal }) =>
      api.post<OrderPromise>('/order/promise/', { orderitem: request.items, ...(request.startDate ? { start_date: request.startDate } : {}) }, { signal }),
    enabled: request.items.length > 0,
    placeholderData: keepPreviousData,
    // The line under the items says why it has no date; no toast.
    meta: { silentError: true },
  });
}
