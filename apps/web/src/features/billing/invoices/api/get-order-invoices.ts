import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { InvoiceListItem } from '@steelworks/contract/invoice';
import { api } from '../../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** GET /billing/invoices?order=<id> — the invoices of one order (a cancelled one and its replacement, newest first). */
export function getOrderInvoices(orderId: number, signal?: AbortSignal): Promise<Paged<InvoiceListItem>> {
  return api.get<Paged<InvoiceListItem>>('/billing/invoices', { order: orderId }, signal);
}

export const orderInvoicesQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: invoiceKeys.ofOrder(orderId), queryFn: ({ signal }) => getOrderInvoices(orderId, signal) });

export function useOrderInvoices(orderId: number, enabled: boolean) {
  return useQuery({ ...orderInvoicesQueryOptions(orderId), enabled });
}
