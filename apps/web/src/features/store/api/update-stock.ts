import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreItem } from '@steelworks/contract/store';
import { ApiError, api } from '../../../lib/api-client';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';
import { storeItemKeys } from '../../../lib/query-keys';

/**
 * The inline Update Stock control of /store: PATCH /store/store/{id}/ with the price, and the stock only when it was
 * changed, with the stock the row showed (`expected_stock`). A price-only edit never touches stock, and a stock
 * moved meanwhile (a supply) answers 409 instead of being overwritten (docs/product/guards.md#stale-writes).
 */
function updateStock({
  item,
  stock,
  price,
}: {
  item: Pick<StoreItem, 'id' | 'stock'>;
  stock: number | string;
  price: number | string;
}, options?: WriteOptions): Promise<StoreItem> {
  const stockChanged = Number(stock) !== item.stock;
  return api.patch<StoreItem>(`/store/store/${item.id}/`, { price, ...(stockChanged ? { stock, expected_stock: item.stock } : {}) }, options);
}

export function useUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useWriteKey(updateStock),
    // Product costs follow store prices, so product pages reload too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['store'] }),
    // A stale row (409) reloads, so it shows the stock now beside the one refusal toast of the query client.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: storeItemKeys.all });
    },
  });
}
