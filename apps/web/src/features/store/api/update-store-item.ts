import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreItem } from '@steelworks/contract/store';
import { ApiError, api } from '../../../lib/api-client';
import type { StoreItemFormValues } from './create-store-item';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';
import { storeItemKeys } from '../../../lib/query-keys';

/**
 * PATCH /store/store/{id}/ from the update page: every field, but the stock only when it was changed, then with the
 * stock the page was opened with (`expected_stock`), so a supply provided meanwhile is never undone
 * (docs/product/guards.md#order-flow-guards; the same as the sheet form, docs/decisions/006-sheet-stock.md).
 */
function updateStoreItem({ id, openedStock, ...input }: StoreItemFormValues & { id: number; openedStock: number }, options?: WriteOptions): Promise<StoreItem> {
  const { stock, ...rest } = input;
  const stockChanged = Number(stock) !== openedStock;
  return api.patch<StoreItem>(`/store/store/${id}/`, { ...rest, ...(stockChanged ? { stock, expected_stock: openedStock } : {}) }, options);
}

export function useUpdateStoreItem() {
  const queryClient = useQueryClient();
  const mutationFn = useWriteKey(updateStoreItem);
  return useMutation({
    mutationFn,
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['store'] }),
    // The page reloads the item, so "Check and try again" compares with the stock now.
    onError: (error, input) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: storeItemKeys.one(input.id) });
    },
  });
}
