import type { Paged } from '@steelworks/contract/common/pagination';
import type { PaymentListItem, PaymentMode } from '@steelworks/contract/dealer-account';
import { usePagedQuery, type PagedParams } from '../../../../components/use-paged-query';
import { api, type QueryValue } from '../../../../lib/api-client';
import { paymentKeys } from './payment-keys';

export type PaymentFilters = { mode?: PaymentMode | ''; dealer?: number | string };

function paymentQuery(params: PaymentFilters & { search?: string }): Record<string, QueryValue> {
  return { search: params.search, mode: params.mode || undefined, dealer: params.dealer };
}

/** GET /billing/payments — ?page, ?search (reference, cheque number, dealer), ?mode, ?dealer; a dealer gets its own. */
export function getPayments(params: PagedParams & PaymentFilters, signal?: AbortSignal): Promise<Paged<PaymentListItem>> {
  return api.get<Paged<PaymentListItem>>('/billing/payments', { page: params.page, ...paymentQuery(params) }, signal);
}

export function usePayments(filters: PaymentFilters = {}) {
  return usePagedQuery(paymentKeys.list, getPayments, filters, { csvPath: '/billing/payments', csvQuery: paymentQuery });
}
