import { useQuery } from '@tanstack/react-query';
import type { WageGraph } from '@steelworks/contract/dashboard';
import { api } from '../../../lib/api-client';
import { dashboardKeys, dashboardQueryMeta } from './get-dashboard-data';

/** GET /supervisor/graph-month/?date=YYYY-MM (per day) or /supervisor/graph-year/?date=YYYY (per month). */
function getWageGraph(period: string, signal?: AbortSignal): Promise<WageGraph> {
  const path = period.length === 4 ? '/supervisor/graph-year/' : '/supervisor/graph-month/';
  return api.get<WageGraph>(path, { date: period }, signal);
}

export function useWageGraph(period: string) {
  return useQuery({ queryKey: [...dashboardKeys.all, 'wages', period], queryFn: ({ signal }) => getWageGraph(period, signal), meta: dashboardQueryMeta });
}
