import { api } from '../../../lib/api-client';
import { useRemoveRowMutation } from '../../../lib/list-mutations';
import { sheetKeys } from './keys';

function deleteSheetOrder(id: number): Promise<void> {
  return api.delete(`/sheet/sheet_order/${id}/`);
}

/**
 * Deleting reverses the stock move, so the sheets reload too. A refusal ("No Stocks Available": the added sheets were
 * used since) is shown by the page with its shortages, where it stays until the next delete, not as a brief toast.
 */
export function useDeleteSheetOrder() {
  return useRemoveRowMutation(deleteSheetOrder, sheetKeys.orders, { reloads: [sheetKeys.all], silentError: true });
}
