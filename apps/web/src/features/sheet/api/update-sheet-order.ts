import type { SheetOrder } from '@steelworks/contract/sheet';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';
import { sheetKeys } from './keys';

type SheetOrderChanges = {
  id: number;
  title: string;
  date: string;
  is_delivered: boolean;
  order_items: Array<{ sheet: number; quantity: number }>;
};

function updateSheetOrder({ id, ...input }: SheetOrderChanges, options?: WriteOptions): Promise<SheetOrder> {
  return api.put<SheetOrder>(`/sheet/sheet_order/${id}/`, input, options);
}

export function useUpdateSheetOrder() {
  return useReloadingMutation(useWriteKey(updateSheetOrder), { reloads: [sheetKeys.all], silentError: true });
}
