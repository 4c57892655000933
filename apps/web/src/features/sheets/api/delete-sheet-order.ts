import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sheetKeys } from './keys';
import { removePagedRow } from '../../../components/use-paged-query';

export function deleteSheetOrder(id: number): Promise<void> {
  return api.delete(`/sheet/sheet_order/${id}/`);
}

/**
 * Deleting reverses the stock move, so the sheets reload too. A refusal ("No Stocks Available": the added sheets were
 * used since) is shown by the page with its shortages, where it stays until the next delete, not as a brief toast.
 */
export function useDeleteSheetOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSheetOrder,
    meta: { silentError: true },
    onSuccess: (_answer, id) => {
      removePagedRow(queryClient, sheetKeys.orders, id);
      return queryClient.invalidateQueries({ queryKey: sheetKeys.all });
    },
  });
}
