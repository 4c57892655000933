import { useQuery } from '@tanstack/react-query';
import type { DashboardData } from '@steelworks/contract/dashboard';
import { api } from '../../../lib/api-client';
import { getFinishedProducts } from '../../order/public';

export const dashboardKeys = { all: ['dashboard'] as const };

/** A dashboard's reads are no record of the route: a failing one leaves its card empty, never the page (no 404 page). */
export const dashboardQueryMeta = { notFound: 'inline' } as const;

/** GET /supervisor/dashboard-data/: what the caller's role may see (a dealer its own order counts). */
function getDashboardData(signal?: AbortSignal): Promise<DashboardData> {
  return api.get<DashboardData>('/supervisor/dashboard-data/', {}, signal);
}

export function useDashboardData() {
  return useQuery({ queryKey: [...dashboardKeys.all, 'data'], queryFn: ({ signal }) => getDashboardData(signal), meta: dashboardQueryMeta });
}

/** The newest finished (QC checked) products and their count: one read for every dashboard that shows them. */
export function useLatestFinishedProducts() {
  return useQuery({
    queryKey: [...dashboardKeys.all, 'finished-products'],
    queryFn: ({ signal }) => getFinishedProducts({ page: 1, search: '' }, signal),
    meta: dashboardQueryMeta,
  });
}
