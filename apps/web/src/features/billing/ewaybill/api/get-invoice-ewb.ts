import { useQuery } from '@tanstack/react-query';
import type { InvoiceEwb } from '@steelworks/contract/ewaybill';
import { api } from '../../../../lib/api-client';
import { recordQueryOptions } from '../../../../lib/record-query';
import { ewbKeys } from './ewb-keys';

/** GET /ewaybill/invoices/:id — whether the invoice needs an e-way bill, and its bill (a dealer: its own invoices only). */
function getInvoiceEwb(invoiceId: number | string, signal?: AbortSignal): Promise<InvoiceEwb> {
  return api.get<InvoiceEwb>(`/ewaybill/invoices/${invoiceId}`, undefined, signal);
}

const invoiceEwbQueryOptions = recordQueryOptions(ewbKeys.invoice, getInvoiceEwb);

/** A page shows its invoice whatever this answers (an older server, a refusal): the e-way bill's box is left out then. */
export function useInvoiceEwb(invoiceId: number | string | undefined) {
  return useQuery({ ...invoiceEwbQueryOptions(invoiceId ?? ''), enabled: !!invoiceId, throwOnError: false, retry: false });
}
