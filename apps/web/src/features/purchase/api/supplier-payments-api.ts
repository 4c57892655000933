import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { SupplierBill, supplierPaymentInputSchema } from '@steelworks/contract/payables';
import type { SupplierPaymentDetail, SupplierPaymentListItem } from '@steelworks/contract/supplier-payment';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api, type QueryValue } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { recordQueryOptions } from '../../../lib/record-query';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';
import type { z } from 'zod';

/** The body as the form sends it (ids and amounts as typed); the server's schema reads it. */
export type SupplierPaymentBody = z.input<typeof supplierPaymentInputSchema>;

/** Under `purchase`: a payment or its reversal reloads the bills, the payables and the supplier's account with them. */
const paymentKeys = {
  list: ['purchase', 'payments', 'list'] as const,
  payment: (id: number | string) => ['purchase', 'payments', 'detail', String(id)] as const,
  openBills: (supplier: string) => ['purchase', 'payments', 'open-bills', supplier] as const,
};

export type SupplierPaymentFilters = { supplier?: string; status?: string; from?: string; to?: string };

function paymentQuery(params: SupplierPaymentFilters & { search?: string }): Record<string, QueryValue> {
  return { search: params.search, supplier: params.supplier || undefined, status: params.status || undefined, from: params.from || undefined, to: params.to || undefined };
}

/** GET /purchase/payments: ?page, ?search (reference, cheque number, supplier), ?supplier, ?status, ?from&to. */
function getPayments(params: PagedParams & SupplierPaymentFilters, signal?: AbortSignal): Promise<Paged<SupplierPaymentListItem>> {
  return api.get<Paged<SupplierPaymentListItem>>('/purchase/payments/', { page: params.page, ...paymentQuery(params) }, signal);
}

export function useSupplierPayments(filters: SupplierPaymentFilters) {
  return usePagedQuery(paymentKeys.list, getPayments, filters, { csvPath: '/purchase/payments/', csvQuery: paymentQuery });
}

const paymentQueryOptions = recordQueryOptions(paymentKeys.payment, (id: number | string, signal) =>
  api.get<SupplierPaymentDetail>(`/purchase/payments/${id}/`, undefined, signal),
);

/** GET /purchase/payments/:id: the payment, what it put on each bill (and released), and its ledger rows. */
export function useSupplierPayment(id: number | string) {
  return useQuery(paymentQueryOptions(id));
}

/** A payment may name at most 100 bills (supplierPaymentInputSchema), so one page of 100 holds every choice. */
const OPEN_BILLS_LIMIT = 100;

/** GET /purchase/bills?supplier=&status=Open: what a payment can go to, oldest due first (as the server pays them). */
export function useOpenBills(supplier: string) {
  return useQuery({
    queryKey: paymentKeys.openBills(supplier),
    enabled: !!supplier,
    queryFn: async ({ signal }) => {
      const page = await api.get<Paged<SupplierBill>>('/purchase/bills/', { supplier, status: 'Open', limit: OPEN_BILLS_LIMIT }, signal);
      return [...page.results].sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id);
    },
  });
}

/** POST /purchase/payments with an Idempotency-Key: a resent payment lands once. */
export function useCreateSupplierPayment() {
  return useReloadingMutation(
    useWriteKey((input: SupplierPaymentBody, options: WriteOptions) => api.post<SupplierPaymentDetail>('/purchase/payments/', input, options)),
    { reloads: [['purchase']], silentError: true, answerKey: (payment) => paymentKeys.payment(payment.id) },
  );
}

/** POST /purchase/payments/:id/reversal: a bounced cheque or a wrong entry; the bills it paid reopen. */
export function useReverseSupplierPayment(id: number) {
  return useReloadingMutation(
    useWriteKey((reason: string, options: WriteOptions) => api.post<SupplierPaymentDetail>(`/purchase/payments/${id}/reversal/`, { reason }, options)),
    { reloads: [['purchase']], silentError: true, answerKey: (payment) => paymentKeys.payment(payment.id) },
  );
}
