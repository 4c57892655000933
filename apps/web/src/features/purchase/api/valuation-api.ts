import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { MaterialCostApply, MaterialCostRow, StockValuationRow, StockValuationTotal } from '@steelworks/contract/valuation';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { productKeys } from '../../../lib/query-keys';

const valuationKeys = {
  rows: ['purchase', 'valuation'] as const,
  total: (date: string) => ['purchase', 'valuation-total', date] as const,
  materialCosts: ['purchase', 'material-costs'] as const,
};

function getValuation(params: PagedParams & { date?: string }, signal?: AbortSignal): Promise<Paged<StockValuationRow>> {
  return api.get<Paged<StockValuationRow>>('/purchase/valuation/', { page: params.page, date: params.date }, signal);
}
/** The stock valuation at the end of `date` (today when empty), paged, with its CSV. */
export function useStockValuation(date: string | undefined) {
  return usePagedQuery(valuationKeys.rows, getValuation, { date }, { csvPath: '/purchase/valuation/' });
}
export function useValuationTotal(date: string | undefined) {
  return useQuery({ queryKey: valuationKeys.total(date ?? ''), queryFn: ({ signal }) => api.get<StockValuationTotal>('/purchase/valuation/total/', { date }, signal) });
}

export function useMaterialCosts() {
  return useQuery({ queryKey: valuationKeys.materialCosts, queryFn: ({ signal }) => api.get<MaterialCostRow[]>('/purchase/material-costs/', undefined, signal) });
}
/** A product's switch: its material cost follows the average cost, or the typed prices again. */
export function useSwitchMaterialCost() {
  return useReloadingMutation(
    ({ product, on }: { product: number; on: boolean }) => api.put<MaterialCostRow[]>(`/purchase/material-costs/${product}/`, { cost_from_average: on }),
    { reloads: [productKeys.all], answerKey: () => valuationKeys.materialCosts },
  );
}
/** The new costs applied to the catalogue, once confirmed. */
export function useApplyMaterialCosts() {
  return useReloadingMutation((input: MaterialCostApply) => api.post<MaterialCostRow[]>('/purchase/material-costs/apply/', input), {
    reloads: [productKeys.all],
    answerKey: () => valuationKeys.materialCosts,
  });
}

/** Products matching what was typed, to switch one to the average cost. */
export function useProductChoices(search: string) {
  return useQuery({
    queryKey: ['purchase', 'product-choices', search],
    queryFn: ({ signal }) => api.get<Paged<{ id: number; name: string }>>('/store/product/', { search: search || undefined, page: 1 }, signal),
  });
}
