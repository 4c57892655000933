import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sheet } from '@steelworks/contract/sheet';
import { api } from '../../../lib/api-client';
import { sheetKeys } from './keys';

export type SheetFormValues = { name: string; thick: string; width: string; height: number | string; quantity: number | string };

export function createSheet(input: SheetFormValues): Promise<Sheet> {
  return api.post<Sheet>('/sheet/sheet/', input);
}

/** The form shows the failure in a red alert, so no toast. */
export function useCreateSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSheet,
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sheetKeys.all }),
  });
}
