import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { StoreItem } from '@steelworks/contract/store';
import { api } from '../../../lib/api-client';
import { storeItemKeys } from '../../../lib/query-keys';

/** Store items matching a search, for the raw-material picker (first 20). */
function getStoreItemOptions(search: string, signal?: AbortSignal): Promise<Paged<StoreItem>> {
  return api.get<Paged<StoreItem>>('/store/store/', { search, limit: 20 }, signal);
}

const storeItemOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: storeItemKeys.options(search),
    queryFn: ({ signal }) => getStoreItemOptions(search, signal),
    placeholderData: keepPreviousData,
  });

export function useStoreItemOptions(search: string) {
  return useQuery(storeItemOptionsQuery(search));
}
