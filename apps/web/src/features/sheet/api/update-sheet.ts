import type { Sheet } from '@steelworks/contract/sheet';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import type { SheetFormValues } from './create-sheet';
import { sheetKeys } from './keys';

/** The sheet's fields; `quantity` only when the user changed the stock (see useUpdateSheet). */
type SheetChanges = Omit<SheetFormValues, 'quantity'> & { id: number; quantity?: number | string };

/** PATCH, not PUT: a stock left as it was is not sent, so it cannot undo an order posted while the form was open. */
function updateSheet({ id, ...input }: SheetChanges): Promise<Sheet> {
  return api.patch<Sheet>(`/sheet/sheet/${id}/`, input);
}

export function useUpdateSheet() {
  return useReloadingMutation(updateSheet, { reloads: [sheetKeys.all], silentError: true });
}
