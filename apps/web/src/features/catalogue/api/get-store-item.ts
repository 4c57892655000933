import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreItem } from '@steelworks/contract/store';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export function getStoreItem(id: number, signal?: AbortSignal): Promise<StoreItem> {
  return api.get<StoreItem>(`/store/store/${id}/`, undefined, signal);
}

export const storeItemQuery = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.storeItem(id), queryFn: ({ signal }) => getStoreItem(id, signal) });

export function useStoreItem(id: number) {
  return useQuery(storeItemQuery(id));
}
