import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { Dealer } from '@steelworks/contract/dealer';
import { api } from './api-client';

/** GET /dealer/dealer/?search — the dealer picker of non-dealers. */
function searchDealers(search: string, signal?: AbortSignal): Promise<Paged<Dealer>> {
  return api.get<Paged<Dealer>>('/dealer/dealer/', { search, page: 1 }, signal);
}

export function useDealerOptions(search: string, enabled: boolean) {
  return useQuery({ queryKey: ['dealers', 'options', search], queryFn: ({ signal }) => searchDealers(search, signal), enabled });
}
