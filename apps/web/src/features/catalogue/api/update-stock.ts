import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreItem } from '@steelworks/contract/store';
import { api } from '../../../lib/api-client';

/** PATCH /store/store/{id}/ with {stock, price}: the inline Update Stock control of /store. */
export function updateStock({ id, stock, price }: { id: number; stock: number | string; price: number | string }): Promise<StoreItem> {
  return api.patch<StoreItem>(`/store/store/${id}/`, { stock, price });
}

export function useUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStock,
    // Product costs follow store prices, so product pages reload too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['store'] }),
  });
}

