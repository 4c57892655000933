import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SheetOrdersTotalWeight, SheetOrderType } from '@steelworks/contract/sheet';
import { api } from '../../../lib/api-client';
import { sheetKeys } from './keys';

export type WeightReportParams = { from: string; to: string; orderType?: SheetOrderType };

/** GET /sheet/sheet_orders_total_weight/ (from, to, orderType). */
function getSheetOrdersTotalWeight(params: WeightReportParams, signal?: AbortSignal): Promise<SheetOrdersTotalWeight> {
  return api.get<SheetOrdersTotalWeight>('/sheet/sheet_orders_total_weight/', params, signal);
}

const sheetOrdersTotalWeightOptions = (params: WeightReportParams) =>
  queryOptions({
    queryKey: [...sheetKeys.totalWeight, params],
    queryFn: ({ signal }) => getSheetOrdersTotalWeight(params, signal),
    placeholderData: keepPreviousData,
  });

export function useSheetOrdersTotalWeight(params: WeightReportParams) {
  return useQuery(sheetOrdersTotalWeightOptions(params));
}
