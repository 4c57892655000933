import { useQuery } from '@tanstack/react-query';
import type { StoreItem } from '@steelworks/contract/store';
import { api } from '../../../lib/api-client';
import { recordQueryOptions } from '../../../lib/record-query';
import { storeItemKeys } from '../../../lib/query-keys';

function getStoreItem(id: number, signal?: AbortSignal): Promise<StoreItem> {
  return api.get<StoreItem>(`/store/store/${id}/`, undefined, signal);
}

const storeItemQuery = recordQueryOptions(storeItemKeys.one, getStoreItem);

export function useStoreItem(id: number) {
  return useQuery(storeItemQuery(id));
}
