import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductionItemDetail } from '@steelworks/contract/production';
import { api } from '../../../lib/api-client';
import { productionKeys } from './keys';

/** PATCH /production/productionitem/{id}/ (the note). */
export function updateProductionItem({ id, note }: { id: number; note: string }): Promise<ProductionItemDetail> {
  return api.patch<ProductionItemDetail>(`/production/productionitem/${id}/`, { note });
}

export function useUpdateProductionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductionItem,
    onSuccess: (item) => {
      queryClient.setQueryData(productionKeys.item(item.id), item);
      return queryClient.invalidateQueries({ queryKey: productionKeys.items });
    },
  });
}
