import { useQuery } from '@tanstack/react-query';
import type { RevenueGraph } from '@steelworks/contract/dashboard';
import { api } from '../../../lib/api-client';
import { dashboardKeys, dashboardQueryMeta } from './get-dashboard-data';

/** GET /supervisor/yearly-revenue-graph/?date=YYYY: twelve months of delivered revenue and profit. */
function getRevenueGraph(year: string, signal?: AbortSignal): Promise<RevenueGraph> {
  return api.get<RevenueGraph>('/supervisor/yearly-revenue-graph/', { date: year }, signal);
}

export function useRevenueGraph(year: string) {
  return useQuery({ queryKey: [...dashboardKeys.all, 'revenue', year], queryFn: ({ signal }) => getRevenueGraph(year, signal), meta: dashboardQueryMeta });
}
