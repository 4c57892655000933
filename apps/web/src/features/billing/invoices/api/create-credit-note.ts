import type { CreditNote } from '@steelworks/contract/invoice';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../../lib/write-key';
import { invoiceKeys } from './invoice-keys';

/** POST /billing/invoices/:id/credit-note {reason} — cancels the whole invoice (201 with the credit note). */
function createCreditNote(invoiceId: number, reason: string, options?: WriteOptions): Promise<CreditNote> {
  return api.post<CreditNote>(`/billing/invoices/${invoiceId}/credit-note`, { reason }, options);
}

/** The modal shows the refusal under its reason field or in its alert: no toast. Balances move, so all billing reloads. */
export function useCreateCreditNote(invoiceId: number) {
  return useReloadingMutation(useWriteKey((reason: string, options: WriteOptions) => createCreditNote(invoiceId, reason, options)), {
    answerKey: (note) => invoiceKeys.creditNote(note.id),
    reloads: [['billing']],
    silentError: true,
  });
}
