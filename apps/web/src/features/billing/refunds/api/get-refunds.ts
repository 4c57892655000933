import type { Paged } from '@steelworks/contract/common/pagination';
import type { RefundListItem } from '@steelworks/contract/vouchers';
import { usePagedQuery, type PagedParams } from '../../../../components/use-paged-query';
import { api } from '../../../../lib/api-client';
import { refundKeys } from './refund-keys';

export type RefundFilters = { dealer?: number | string };

/** GET /billing/refunds — ?page, ?search (number, reference, dealer), ?dealer; a dealer gets its own. */
function getRefunds(params: PagedParams & RefundFilters & { search?: string }, signal?: AbortSignal): Promise<Paged<RefundListItem>> {
  return api.get<Paged<RefundListItem>>('/billing/refunds', { page: params.page, search: params.search, dealer: params.dealer }, signal);
}

export function useRefunds(filters: RefundFilters = {}) {
  return usePagedQuery(refundKeys.list, getRefunds, filters);
}
