import type { Sheet } from '@steelworks/contract/sheet';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { sheetKeys } from './keys';

export type SheetFormValues = { name: string; thick: string; width: string; height: number | string; quantity: number | string };

function createSheet(input: SheetFormValues): Promise<Sheet> {
  return api.post<Sheet>('/sheet/sheet/', input);
}

/** The form shows the failure in a red alert, so no toast. */
export function useCreateSheet() {
  return useReloadingMutation(createSheet, { reloads: [sheetKeys.all], silentError: true });
}
