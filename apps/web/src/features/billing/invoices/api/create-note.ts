import type { CreditNote, DebitNoteInput, NoteKind, PartialCreditNoteInput } from '@steelworks/contract/invoice';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../../lib/write-key';
import { invoiceKeys } from './invoice-keys';

export type NoteInput = PartialCreditNoteInput | DebitNoteInput;

/** POST /billing/invoices/:id/credit-notes or /debit-notes — a note for part of the invoice (201 with the note). */
function createNote(invoiceId: number, kind: NoteKind, input: NoteInput, options?: WriteOptions): Promise<CreditNote> {
  return api.post<CreditNote>(`/billing/invoices/${invoiceId}/${kind}-notes`, input, options);
}

/** The form shows the refusal under its fields or in its alert: no toast. Balances move, so all billing reloads. */
export function useCreateNote(invoiceId: number, kind: NoteKind) {
  return useReloadingMutation(useWriteKey((input: NoteInput, options: WriteOptions) => createNote(invoiceId, kind, input, options)), {
    answerKey: (note) => invoiceKeys.creditNote(note.id),
    reloads: [['billing']],
    silentError: true,
  });
}
