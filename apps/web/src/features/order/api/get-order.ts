import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@steelworks/contract/order';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';

function getOrder(id: number | string, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/order/order/${id}/`, undefined, signal);
}

const orderQueryOptions = (id: number | string) =>
  queryOptions({ queryKey: [...orderKeys.all, 'detail', String(id)], queryFn: ({ signal }) => getOrder(id, signal) });

export function useOrder(id: number | string | undefined) {
  return useQuery({ ...orderQueryOptions(id ?? ''), enabled: id !== undefined && id !== '' });
}
