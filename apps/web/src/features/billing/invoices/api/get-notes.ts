import type { Paged } from '@steelworks/contract/common/pagination';
import type { creditNoteListItemSchema, NoteKind, NoteTotals } from '@steelworks/contract/invoice';
import type { z } from 'zod';
import { api, type QueryValue } from '../../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../../components/use-paged-query';
import { useListTotals } from '../../components/use-list-totals';
import { invoiceKeys } from './invoice-keys';

export type NoteListItem = z.infer<typeof creditNoteListItemSchema>;

type NoteFilters = { kind?: NoteKind; from?: string; to?: string };

function noteQuery(params: NoteFilters & { search?: string }): Record<string, QueryValue> {
  return { search: params.search, kind: params.kind, from: params.from || undefined, to: params.to || undefined };
}

/** GET /billing/credit-notes?kind&from&to&search&page — credit and debit notes; a dealer gets only its own (the server filters). */
function getNotes(params: PagedParams & NoteFilters, signal?: AbortSignal): Promise<Paged<NoteListItem>> {
  return api.get<Paged<NoteListItem>>('/billing/credit-notes', { page: params.page, ...noteQuery(params) }, signal);
}

/** The notes of a tab and date range; Export CSV downloads what they select. */
export function useNotes(filters: NoteFilters) {
  return usePagedQuery(invoiceKeys.notes, getNotes, filters, { csvPath: '/billing/credit-notes', csvQuery: noteQuery });
}

/** GET /billing/credit-notes/totals with the list's filters and search: count, taxable, tax and total of all its pages. */
export function useNoteTotals(filters: NoteFilters) {
  return useListTotals<NoteTotals>(invoiceKeys.notes, '/billing/credit-notes/totals', (search) => noteQuery({ ...filters, search }));
}
