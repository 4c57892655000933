import type { Paged } from '@steelworks/contract/common/pagination';
import type { StoreItem } from '@steelworks/contract/store';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { storeItemKeys } from '../../../lib/query-keys';

export type StoreItemFilters = { out_of_stock?: boolean };

/** GET /store/store/ with search, page (and out_of_stock). */
export function getStoreItems(params: PagedParams & StoreItemFilters, signal?: AbortSignal): Promise<Paged<StoreItem>> {
  return api.get<Paged<StoreItem>>(
    '/store/store/',
    { page: params.page, search: params.search, out_of_stock: params.out_of_stock || undefined },
    signal,
  );
}

/** The paged store items with page and search in the URL. */
export function useStoreItems(filters: StoreItemFilters = {}) {
  return usePagedQuery(storeItemKeys.all, getStoreItems, filters, { csvPath: '/store/store/' });
}
