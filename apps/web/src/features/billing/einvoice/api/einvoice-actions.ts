import type { Einvoice, EinvoiceSource } from '@steelworks/contract/einvoice';
import { api, downloadFile } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../../lib/write-key';
import { einvoiceKeys } from './einvoice-keys';

type DocumentRef = { source: EinvoiceSource; id: number };
const path = ({ source, id }: DocumentRef) => `/einvoice/documents/${source}/${id}`;
const answerKey = (answer: Einvoice) => einvoiceKeys.document(answer.source, answer.id);

/** POST .../register — queues the document for the IRP (admin, production manager). */
export function useRegisterEinvoice() {
  return useReloadingMutation(
    useWriteKey((ref: DocumentRef, options: WriteOptions) => api.post<Einvoice>(`${path(ref)}/register`, undefined, options)),
    { reloads: [], answerKey },
  );
}

/** POST .../cancel — cancels the IRN (within 24 hours) with the portal's reason and a remark. */
export function useCancelEinvoice() {
  return useReloadingMutation(
    useWriteKey(({ ref, reason, remark }: { ref: DocumentRef; reason: string; remark: string }, options: WriteOptions) =>
      api.post<Einvoice>(`${path(ref)}/cancel`, { reason, remark }, options),
    ),
    { reloads: [], answerKey, silentError: true },
  );
}

/** POST /einvoice/upload — the portal's signed answers put back on their documents. */
export function useUploadSignedAnswers() {
  return useReloadingMutation(
    useWriteKey((documents: unknown[], options: WriteOptions) => api.post<{ updated: Einvoice[] }>('/einvoice/upload', { documents }, options)),
    { reloads: [einvoiceKeys.all] },
  );
}

/** The bulk tool's JSON of one document or of a day, as a file. */
export function downloadEinvoiceJson(ref: DocumentRef | { day: string }): Promise<void> {
  return 'day' in ref ? downloadFile('/einvoice/day', { date: ref.day }, `einvoices-${ref.day}.json`) : downloadFile(`${path(ref)}/json`, {}, 'einvoice.json');
}
