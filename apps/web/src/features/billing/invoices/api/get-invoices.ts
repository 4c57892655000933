import type { Paged } from '@steelworks/contract/common/pagination';
import type { InvoiceListItem } from '@steelworks/contract/invoice';
import { api } from '../../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../../components/use-paged-query';
import { invoiceKeys } from './invoice-keys';

/** The list's tab: a status, Overdue (open and past due), or all (undefined). */
export type InvoiceFilter = 'Open' | 'Overdue' | 'Paid' | 'Cancelled';

/** GET /billing/invoices?status&search&page; a dealer gets only its own (the server filters). */
export function getInvoices(params: PagedParams & { status?: InvoiceFilter }, signal?: AbortSignal): Promise<Paged<InvoiceListItem>> {
  return api.get<Paged<InvoiceListItem>>('/billing/invoices', { page: params.page, search: params.search, status: params.status }, signal);
}

export function useInvoices(status: InvoiceFilter | undefined) {
  return usePagedQuery(invoiceKeys.list, getInvoices, { status }, { csvPath: '/billing/invoices' });
}
