import type { CreditNote } from '@steelworks/contract/invoice';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { invoiceKeys } from './invoice-keys';

/** POST /billing/invoices/:id/credit-note {reason} — cancels the whole invoice (201 with the credit note). */
export function createCreditNote(invoiceId: number, reason: string): Promise<CreditNote> {
  return api.post<CreditNote>(`/billing/invoices/${invoiceId}/credit-note`, { reason });
}

/** The modal shows the refusal under its reason field or in its alert: no toast. Balances move, so all billing reloads. */
export function useCreateCreditNote(invoiceId: number) {
  return useReloadingMutation((reason: string) => createCreditNote(invoiceId, reason), {
    answerKey: (note) => invoiceKeys.creditNote(note.id),
    reloads: [['billing']],
    silentError: true,
  });
}
