import type { Paged } from '@steelworks/contract/common/pagination';
import type { ProductListItem } from '@steelworks/contract/product';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { catalogueKeys } from './keys';

/** GET /store/product/ with search and page. */
export function getProducts(params: PagedParams, signal?: AbortSignal): Promise<Paged<ProductListItem>> {
  return api.get<Paged<ProductListItem>>('/store/product/', { page: params.page, search: params.search }, signal);
}

export function useProducts() {
  return usePagedQuery(catalogueKeys.products, getProducts);
}
