import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sheet } from '@steelworks/contract/sheet';
import { api } from '../../../lib/api-client';
import type { SheetFormValues } from './create-sheet';
import { sheetKeys } from './keys';

export function updateSheet({ id, ...input }: SheetFormValues & { id: number }): Promise<Sheet> {
  return api.put<Sheet>(`/sheet/sheet/${id}/`, input);
}

export function useUpdateSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSheet,
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sheetKeys.all }),
  });
}
