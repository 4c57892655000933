import type { Paged } from '@steelworks/contract/common/pagination';
import type { StoreSupply } from '@steelworks/contract/schedule';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { storeSupplyKeys } from '../../../lib/query-keys';

/** GET /store/storemanagerview/?status&search&page */
export function getStoreSupplies(params: PagedParams & { status: string }, signal?: AbortSignal): Promise<Paged<StoreSupply>> {
  return api.get<Paged<StoreSupply>>('/store/storemanagerview/', { page: params.page, search: params.search, status: params.status }, signal);
}

export function useStoreSupplies(status: string) {
  return usePagedQuery(storeSupplyKeys.all, getStoreSupplies, { status }, { csvPath: '/store/storemanagerview/' });
}
