import { useQuery } from '@tanstack/react-query';
import type { CreditNote } from '@steelworks/contract/invoice';
import { api } from '../../../../lib/api-client';
import { recordQueryOptions } from '../../../../lib/record-query';
import { invoiceKeys } from './invoice-keys';

/** GET /billing/credit-notes/:id — the credit note with its lines (a dealer's foreign note answers 404). */
function getCreditNote(id: string, signal?: AbortSignal): Promise<CreditNote> {
  return api.get<CreditNote>(`/billing/credit-notes/${id}`, undefined, signal);
}

const creditNoteQueryOptions = recordQueryOptions(invoiceKeys.creditNote, getCreditNote);

export function useCreditNote(id: string | undefined) {
  return useQuery({ ...creditNoteQueryOptions(id ?? ''), enabled: !!id });
}
