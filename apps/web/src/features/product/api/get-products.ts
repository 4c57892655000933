import type { Paged } from '@steelworks/contract/common/pagination';
import type { ProductListItem } from '@steelworks/contract/product';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { productKeys } from '../../../lib/query-keys';

/** GET /store/product/ with search and page (newest first; `limit` for the dealer dashboard's 8 newest). */
export function getProducts(params: PagedParams & { limit?: number }, signal?: AbortSignal): Promise<Paged<ProductListItem>> {
  return api.get<Paged<ProductListItem>>('/store/product/', { page: params.page, search: params.search, limit: params.limit }, signal);
}

export function useProducts() {
  return usePagedQuery(productKeys.all, getProducts, undefined, { csvPath: '/store/product/' });
}
