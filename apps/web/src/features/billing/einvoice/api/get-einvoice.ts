import { useQuery } from '@tanstack/react-query';
import type { Einvoice, EinvoiceSource } from '@steelworks/contract/einvoice';
import { api } from '../../../../lib/api-client';
import { einvoiceKeys } from './einvoice-keys';

/** GET /einvoice/documents/:source/:id — a document's IRN, Ack and signed QR, or why it has none. */
function getEinvoice(source: EinvoiceSource, id: number | string, signal?: AbortSignal): Promise<Einvoice> {
  return api.get<Einvoice>(`/einvoice/documents/${source}/${id}`, undefined, signal);
}

/** While the IRN is pending the answer is asked again every few seconds, so the page turns registered by itself. */
export function useEinvoice(source: EinvoiceSource, id: number | string | undefined) {
  return useQuery({
    queryKey: einvoiceKeys.document(source, id ?? ''),
    queryFn: ({ signal }) => getEinvoice(source, id!, signal),
    enabled: !!id,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
    // A page shows its document whatever this answers (an older server, a refusal): the box is left out then.
    throwOnError: false,
    retry: false,
  });
}
