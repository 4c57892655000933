import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SheetTotalWeight } from '@steelworks/contract/sheet';
import { api } from '../../../lib/api-client';
import { sheetKeys } from './keys';

/** The list's filters: the footer weighs exactly the sheets the list shows. */
export type SheetWeightFilters = { search?: string; thick?: string; width?: string; low_stock?: boolean };

/** GET /sheet/sheet_total_weight/ (search, thick, width, low_stock): the weight of the sheets in stock. */
function getSheetTotalWeight(params: SheetWeightFilters, signal?: AbortSignal): Promise<SheetTotalWeight> {
  return api.get<SheetTotalWeight>('/sheet/sheet_total_weight/', params, signal);
}

const sheetTotalWeightOptions = (params: SheetWeightFilters) =>
  queryOptions({ queryKey: [...sheetKeys.sheets, 'total-weight', params], queryFn: ({ signal }) => getSheetTotalWeight(params, signal) });

export function useSheetTotalWeight(params: SheetWeightFilters) {
  return useQuery(sheetTotalWeightOptions(params));
}
