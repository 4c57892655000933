import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sheetKeys } from './keys';

export function deleteSheetOrder(id: number): Promise<void> {
  return api.delete(`/sheet/sheet_order/${id}/`);
}

/** Deleting reverses the stock move, so the sheets reload too; a refusal toasts ("No Stocks Available"). */
export function useDeleteSheetOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSheetOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sheetKeys.all }),
  });
}
