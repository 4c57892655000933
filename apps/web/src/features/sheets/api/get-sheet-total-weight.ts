import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SheetTotalWeight } from '@steelworks/contract/sheet';
import { api } from '../../../lib/api-client';
import { sheetKeys } from './keys';

/** GET /sheet/sheet_total_weight/ (thick, width): the weight of the sheets in stock. */
export function getSheetTotalWeight(params: { thick?: string; width?: string }, signal?: AbortSignal): Promise<SheetTotalWeight> {
  return api.get<SheetTotalWeight>('/sheet/sheet_total_weight/', params, signal);
}

export const sheetTotalWeightOptions = (params: { thick?: string; width?: string }) =>
  queryOptions({ queryKey: [...sheetKeys.sheets, 'total-weight', params], queryFn: ({ signal }) => getSheetTotalWeight(params, signal) });

export function useSheetTotalWeight(params: { thick?: string; width?: string }) {
  return useQuery(sheetTotalWeightOptions(params));
}
