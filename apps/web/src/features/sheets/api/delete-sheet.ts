import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sheetKeys } from './keys';
import { removePagedRow } from '../../../components/use-paged-query';

export function deleteSheet(id: number): Promise<void> {
  return api.delete(`/sheet/sheet/${id}/`);
}

/** Failures toast through the shared query client. */
export function useDeleteSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSheet,
    onSuccess: (_answer, id) => {
      removePagedRow(queryClient, sheetKeys.sheets, id);
      return queryClient.invalidateQueries({ queryKey: sheetKeys.all });
    },
  });
}
