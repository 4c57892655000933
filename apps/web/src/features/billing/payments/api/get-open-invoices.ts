import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { InvoiceListItem } from '@steelworks/contract/invoice';
import { api } from '../../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** A payment may name at most 100 invoices (paymentInputSchema), so one page of 100 holds every choice. */
const OPEN_INVOICES_LIMIT = 100;

/** GET /billing/invoices?dealer=&status=Open — the invoices a payment can go to, oldest first (as FIFO pays them). */
async function getOpenInvoices(dealerId: number | string, signal?: AbortSignal): Promise<InvoiceListItem[]> {
  const page = await api.get<Paged<InvoiceListItem>>('/billing/invoices', { dealer: dealerId, status: 'Open', limit: OPEN_INVOICES_LIMIT }, signal);
  return [...page.results].sort((a, b) => a.invoice_date.localeCompare(b.invoice_date) || a.id - b.id);
}

export function useOpenInvoices(dealerId: string | null) {
  return useQuery({
    queryKey: paymentKeys.openInvoices(dealerId ?? ''),
    queryFn: ({ signal }) => getOpenInvoices(dealerId!, signal),
    enabled: !!dealerId,
  });
}
