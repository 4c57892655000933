import { useQuery } from '@tanstack/react-query';
import type { SheetOrder } from '@steelworks/contract/sheet';
import { api } from '../../../lib/api-client';
import { recordQueryOptions } from '../../../lib/record-query';
import { sheetKeys } from './keys';

function getSheetOrder(id: number, signal?: AbortSignal): Promise<SheetOrder> {
  return api.get<SheetOrder>(`/sheet/sheet_order/${id}/`, undefined, signal);
}

const sheetOrderOptions = recordQueryOptions(sheetKeys.order, getSheetOrder);

export function useSheetOrder(id: number) {
  return useQuery(sheetOrderOptions(id));
}
