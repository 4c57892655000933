import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { InvoiceListItem } from '@steelworks/contract/invoice';
import { api } from '../../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** GET /billing/invoices?order=<id> — the invoices of one order (a cancelled one and its replacement, newest first). */
function getOrderInvoices(orderId: number, signal?: AbortSignal): Promise<Paged<InvoiceListItem>> {
  return api.get<Paged<InvoiceListItem>>('/billing/invoices', { order: orderId }, signal);
}

const orderInvoicesQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: invoiceKeys.ofOrder(orderId), queryFn: ({ signal }) => getOrderInvoices(orderId, signal) });

/** A panel on the order's page: a failed read shows in the panel, never as the whole page's 404. */
export function useOrderInvoices(orderId: number) {
  return useQuery({ ...orderInvoicesQueryOptions(orderId), meta: { silentError: true, notFound: 'inline' } });
}
