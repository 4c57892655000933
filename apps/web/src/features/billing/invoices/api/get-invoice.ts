import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@steelworks/contract/invoice';
import { api } from '../../../../lib/api-client';
import { recordQueryOptions } from '../../../../lib/record-query';
import { invoiceKeys } from './invoice-keys';

/** GET /billing/invoices/:id — the whole tax invoice (a dealer's foreign invoice answers 404). */
function getInvoice(id: string, signal?: AbortSignal): Promise<Invoice> {
  return api.get<Invoice>(`/billing/invoices/${id}`, undefined, signal);
}

const invoiceQueryOptions = recordQueryOptions(invoiceKeys.detail, getInvoice);

export function useInvoice(id: string | undefined) {
  return useQuery({ ...invoiceQueryOptions(id ?? ''), enabled: !!id });
}
