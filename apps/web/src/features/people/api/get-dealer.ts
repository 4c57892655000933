import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DealerDetail } from '@steelworks/contract/dealer';
import { usePagedQuery } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** GET /dealer/dealer/{id}/ — the dealer with its counts and one page of its orders (?page). */
function getDealer(id: number | string, page = 1, signal?: AbortSignal): Promise<DealerDetail> {
  return api.get<DealerDetail>(`/dealer/dealer/${id}/`, { page }, signal);
}

const dealerQueryOptions = (id: number | string) =>
  queryOptions({ queryKey: peopleKeys.dealer(id), queryFn: ({ signal }) => getDealer(id, 1, signal) });

export function useDealer(id: number | string) {
  return useQuery(dealerQueryOptions(id));
}

/** The dealer's orders, paged by ?page on the same detail URL. */
export function useDealerOrders(id: number | string) {
  return usePagedQuery([...peopleKeys.dealer(id), 'orders'], async ({ page }, signal) => (await getDealer(id, page, signal)).orders);
}
