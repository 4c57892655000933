import type { SheetOrder } from '@steelworks/contract/sheet';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { sheetKeys } from './keys';

export type SheetOrderChanges = {
  id: number;
  title: string;
  date: string;
  is_delivered: boolean;
  order_items: Array<{ sheet: number; quantity: number }>;
};

export function updateSheetOrder({ id, ...input }: SheetOrderChanges): Promise<SheetOrder> {
  return api.put<SheetOrder>(`/sheet/sheet_order/${id}/`, input);
}

export function useUpdateSheetOrder() {
  return useReloadingMutation(updateSheetOrder, { reloads: [sheetKeys.all], silentError: true });
}
