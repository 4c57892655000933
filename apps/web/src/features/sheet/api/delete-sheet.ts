import { api } from '../../../lib/api-client';
import { useRemoveRowMutation } from '../../../lib/list-mutations';
import { sheetKeys } from './keys';

function deleteSheet(id: number): Promise<void> {
  return api.delete(`/sheet/sheet/${id}/`);
}

/** Failures toast through the shared query client. */
export function useDeleteSheet() {
  return useRemoveRowMutation(deleteSheet, sheetKeys.sheets, { reloads: [sheetKeys.all] });
}
