import type { Paged } from '@steelworks/contract/common/pagination';
import type { FinishedProduct } from '@steelworks/contract/schedule';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams, type UsePagedQueryOptions } from '../../../components/use-paged-query';

export const finishedProductsQueryKey = ['finished-products'] as const;

/** GET /supervisor/finishedproducts/?search&page (&supervisor) */
export function getFinishedProducts(params: PagedParams & { supervisor?: number }, signal?: AbortSignal): Promise<Paged<FinishedProduct>> {
  return api.get<Paged<FinishedProduct>>(
    '/supervisor/finishedproducts/',
    { page: params.page, search: params.search, supervisor: params.supervisor },
    signal,
  );
}

export function useFinishedProducts(supervisor?: number, options?: UsePagedQueryOptions) {
  return usePagedQuery(finishedProductsQueryKey, getFinishedProducts, { supervisor }, { csvPath: '/supervisor/finishedproducts/', ...options });
}
