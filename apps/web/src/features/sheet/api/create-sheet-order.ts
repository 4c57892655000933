import type { SheetOrder, SheetOrderType } from '@steelworks/contract/sheet';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';
import { sheetKeys } from './keys';

type NewSheetOrder = {
  title: string;
  date: string;
  /** Left out for a sheet user: the server makes it a deduction. */
  order_type?: SheetOrderType;
  gsm: number;
  order_items: Array<{ sheet: number; quantity: number }>;
};

function createSheetOrder(input: NewSheetOrder, options?: WriteOptions): Promise<SheetOrder> {
  return api.post<SheetOrder>('/sheet/sheet_order/', input, options);
}

/** Stock moves, so the sheets reload too; the form shows a failure ("No Stocks Available") in a red alert. */
export function useCreateSheetOrder() {
  return useReloadingMutation(useWriteKey(createSheetOrder), { reloads: [sheetKeys.all], silentError: true });
}
