import { useQuery } from '@tanstack/react-query';
import type { DocumentKind, DocumentSend, SendDocumentInput, SendOptions } from '@steelworks/contract/documents';
import { api, downloadFile } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../../lib/write-key';

/** A document the office can send: its kind, id, and a statement's period. */
export type DocumentRef = { kind: DocumentKind; id: number; from?: string; to?: string };

const pathOf = (doc: DocumentRef) => `/documents/${doc.kind}/${doc.id}`;
const rangeOf = (doc: DocumentRef) => ({ from: doc.from, to: doc.to });
const sendKeys = {
  all: (doc: DocumentRef) => ['billing', 'documents', doc.kind, doc.id, doc.from ?? '', doc.to ?? ''] as const,
};

/** GET /documents/:kind/:id/pdf — the PDF of the document (its A4 print), saved under the server's file name. */
export function downloadDocumentPdf(doc: DocumentRef): Promise<void> {
  return downloadFile(`${pathOf(doc)}/pdf`, rangeOf(doc), `${doc.kind}-${doc.id}.pdf`);
}

/** GET /documents/:kind/:id/send-options — the dealer's addresses and the text the Send dialog starts with. */
export function useSendOptions(doc: DocumentRef, enabled: boolean) {
  return useQuery({
    queryKey: [...sendKeys.all(doc), 'options'],
    queryFn: ({ signal }) => api.get<SendOptions>(`${pathOf(doc)}/send-options`, rangeOf(doc), signal),
    enabled,
  });
}

/** GET /documents/:kind/:id/sends — every send of the document, newest first, with its delivery status. */
export function useDocumentSends(doc: DocumentRef) {
  return useQuery({
    queryKey: [...sendKeys.all(doc), 'sends'],
    queryFn: ({ signal }) => api.get<{ results: DocumentSend[] }>(`${pathOf(doc)}/sends`, rangeOf(doc), signal),
    // The document shows whatever the log answers: a failed read leaves the log out, not the page.
    throwOnError: false,
  });
}

/** POST /documents/:kind/:id/send — queues one send (201); the document's log reloads. */
export function useSendDocument(doc: DocumentRef) {
  const query = new URLSearchParams(Object.entries(rangeOf(doc)).filter((entry): entry is [string, string] => !!entry[1])).toString();
  return useReloadingMutation(
    useWriteKey((input: SendDocumentInput, options: WriteOptions) => api.post<DocumentSend>(`${pathOf(doc)}/send${query ? `?${query}` : ''}`, input, options)),
    { reloads: [sendKeys.all(doc)], silentError: true },
  );
}
