import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { ProductListItem } from '@steelworks/contract/product';
import { api } from '../../../lib/api-client';

/** GET /store/product/?search — the product search select. */
function searchProducts(search: string, signal?: AbortSignal): Promise<Paged<ProductListItem>> {
  return api.get<Paged<ProductListItem>>('/store/product/', { search, page: 1 }, signal);
}

export function useProductOptions(search: string) {
  return useQuery({ queryKey: ['products', 'options', search], queryFn: ({ signal }) => searchProducts(search, signal) });
}
