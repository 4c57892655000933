import type { Paged } from '@steelworks/contract/common/pagination';
import type { InvoiceListItem, InvoiceTotals } from '@steelworks/contract/invoice';
import { api, type QueryValue } from '../../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../../components/use-paged-query';
import { useListTotals } from '../../components/use-list-totals';
import { invoiceKeys } from './invoice-keys';

/** The list's tab: a status, Overdue (open and past due), or all (undefined). */
export type InvoiceFilter = 'Open' | 'Overdue' | 'Paid' | 'Cancelled';

/** What selects the invoices besides the search box: the tab and the date range. */
export type InvoiceFilters = { status?: InvoiceFilter; from?: string; to?: string };

function invoiceQuery(params: InvoiceFilters & { search?: string }): Record<string, QueryValue> {
  return { search: params.search, status: params.status, from: params.from || undefined, to: params.to || undefined };
}

/** GET /billing/invoices?status&from&to&search&page; a dealer gets only its own (the server filters). */
function getInvoices(params: PagedParams & InvoiceFilters, signal?: AbortSignal): Promise<Paged<InvoiceListItem>> {
  return api.get<Paged<InvoiceListItem>>('/billing/invoices', { page: params.page, ...invoiceQuery(params) }, signal);
}

export function useInvoices(filters: InvoiceFilters) {
  return usePagedQuery(invoiceKeys.list, getInvoices, filters, { csvPath: '/billing/invoices', csvQuery: invoiceQuery });
}

/** GET /billing/invoices/totals with the list's filters and search: count, taxable, tax, total, paid and balance of all its pages. */
export function useInvoiceTotals(filters: InvoiceFilters) {
  return useListTotals<InvoiceTotals>(invoiceKeys.list, '/billing/invoices/totals', (search) => invoiceQuery({ ...filters, search }));
}
