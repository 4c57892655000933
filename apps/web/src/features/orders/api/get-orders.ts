import type { Paged } from '@steelworks/contract/common/pagination';
import type { OrderRow, OrderStatus } from '@steelworks/contract/order';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';

export const ordersQueryKey = ['orders'] as const;

/** GET /order/order/?status&search&page (&delivered=YYYY-MM); a dealer gets only its own. */
export function getOrders(params: PagedParams & { status?: OrderStatus; delivered?: string }, signal?: AbortSignal): Promise<Paged<OrderRow>> {
  return api.get<Paged<OrderRow>>(
    '/order/order/',
    { page: params.page, search: params.search, status: params.status, delivered: params.delivered },
    signal,
  );
}

export function useOrders(status: OrderStatus | undefined, delivered?: string) {
  return usePagedQuery(ordersQueryKey, getOrders, { status, delivered }, { csvPath: '/order/order/' });
}
