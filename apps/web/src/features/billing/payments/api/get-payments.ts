import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { PaymentListItem, PaymentMode, PaymentStatus, PaymentTotals, PostDatedCheques } from '@steelworks/contract/dealer-account';
import { usePagedQuery, type PagedParams } from '../../../../components/use-paged-query';
import { api, type QueryValue } from '../../../../lib/api-client';
import { useListTotals } from '../../components/use-list-totals';
import { paymentKeys } from './payment-keys';

export type PaymentFilters = { mode?: PaymentMode | ''; status?: PaymentStatus | ''; dealer?: number | string; from?: string; to?: string };

function paymentQuery(params: PaymentFilters & { search?: string }): Record<string, QueryValue> {
  return {
    search: params.search,
    mode: params.mode || undefined,
    status: params.status || undefined,
    dealer: params.dealer,
    from: params.from || undefined,
    to: params.to || undefined,
  };
}

/** GET /billing/payments — ?page, ?search (reference, cheque number, dealer), ?mode, ?status, ?dealer, ?from&to; a dealer gets its own. */
function getPayments(params: PagedParams & PaymentFilters, signal?: AbortSignal): Promise<Paged<PaymentListItem>> {
  return api.get<Paged<PaymentListItem>>('/billing/payments', { page: params.page, ...paymentQuery(params) }, signal);
}

export function usePayments(filters: PaymentFilters = {}) {
  return usePagedQuery(paymentKeys.list, getPayments, filters, { csvPath: '/billing/payments', csvQuery: paymentQuery });
}

/** GET /billing/payments/totals with the list's filters and search: count, amount and TDS of all its pages. */
export function usePaymentTotals(filters: PaymentFilters) {
  return useListTotals<PaymentTotals>(paymentKeys.list, '/billing/payments/totals', (search) => paymentQuery({ ...filters, search }));
}

/** GET /billing/payments/post-dated — the office's card: how many cheques wait for their date, their sum, the next ones. */
export function usePostDatedCheques(enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.postDated,
    queryFn: ({ signal }) => api.get<PostDatedCheques>('/billing/payments/post-dated', undefined, signal),
    enabled,
    throwOnError: false,
    meta: { silentError: true },
  });
}
