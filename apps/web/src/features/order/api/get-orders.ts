import type { Paged } from '@steelworks/contract/common/pagination';
import type { OrderRow, OrderStatus } from '@steelworks/contract/order';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { orderKeys } from '../../../lib/query-keys';

/** GET /order/order/?status&search&page (&delivered=YYYY-MM, &scheduled=YYYY-MM-DD); a dealer gets only its own. */
export function getOrders(params: PagedParams & { status?: OrderStatus; delivered?: string; scheduled?: string }, signal?: AbortSignal): Promise<Paged<OrderRow>> {
  return api.get<Paged<OrderRow>>(
    '/order/order/',
    { page: params.page, search: params.search, status: params.status, delivered: params.delivered, scheduled: params.scheduled },
    signal,
  );
}

export function useOrders(status: OrderStatus | undefined, delivered?: string, scheduled?: string) {
  return usePagedQuery(orderKeys.all, getOrders, { status, delivered, scheduled }, { csvPath: '/order/order/' });
}
