import { useQuery } from '@tanstack/react-query';
import type { Product } from '@steelworks/contract/product';
import { api } from '../../../lib/api-client';
import { recordQueryOptions } from '../../../lib/record-query';
import { productKeys } from '../../../lib/query-keys';

function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/store/product/${id}/`, undefined, signal);
}

const productQuery = recordQueryOptions(productKeys.one, getProduct);

export function useProduct(id: number, enabled = true) {
  return useQuery({ ...productQuery(id), enabled });
}
