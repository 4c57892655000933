import type { Paged } from '@steelworks/contract/common/pagination';
import type { ReceivableRow, RECEIVABLE_SORTS } from '@steelworks/contract/receivables';
import { usePagedQuery, type PagedParams } from '../../../../components/use-paged-query';
import { api } from '../../../../lib/api-client';
import { receivablesKeys } from './keys';

export type ReceivableSort = (typeof RECEIVABLE_SORTS)[number];

export interface ReceivablesFilters {
  /** The server's order (RECEIVABLE_SORTS); absent: the server's default. */
  sort?: ReceivableSort;
  /** Only dealers with something overdue. */
  overdue?: boolean;
}

/** GET /billing/receivables — one row per dealer owing, 10 a page, searchable by dealer, sorted by the server. */
function getReceivables(params: PagedParams & ReceivablesFilters, signal?: AbortSignal): Promise<Paged<ReceivableRow>> {
  return api.get<Paged<ReceivableRow>>(
    '/billing/receivables',
    { page: params.page, search: params.search, sort: params.sort, overdue: params.overdue || undefined },
    signal,
  );
}

/** The list and its "Export CSV" of every matching row, with the same sort and overdue filter. */
export function useReceivables(filters: ReceivablesFilters) {
  return usePagedQuery(receivablesKeys.list, getReceivables, filters, { csvPath: '/billing/receivables' });
}
