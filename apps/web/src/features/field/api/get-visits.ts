import type { Paged } from '@steelworks/contract/common/pagination';
import type { VisitEntry } from '@steelworks/contract/field';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api, type QueryValue } from '../../../lib/api-client';
import { fieldKeys } from './keys';

export type VisitFilters = { fieldsite?: number | string; field_staff?: number | string; from_date?: string; to_date?: string };

/** GET /fieldsite/visitentry — fieldsite, page, limit, search, field_staff, from_date, to_date. */
function getVisits(params: PagedParams & VisitFilters & { limit?: number }, signal?: AbortSignal): Promise<Paged<VisitEntry>> {
  return api.get<Paged<VisitEntry>>('/fieldsite/visitentry', { page: params.page, limit: params.limit ?? 10, ...visitQuery(params) }, signal);
}

/** The filters as the API takes them: the date range goes only when both dates are set (docs/product/field-app.md#date-filters). */
function visitQuery(params: VisitFilters & { search?: string }): Record<string, QueryValue> {
  const both = !!params.from_date && !!params.to_date;
  return {
    search: params.search,
    fieldsite: params.fieldsite,
    field_staff: params.field_staff,
    from_date: both ? params.from_date : undefined,
    to_date: both ? params.to_date : undefined,
  };
}

export function useVisits(filters: VisitFilters = {}) {
  return usePagedQuery(fieldKeys.visits, getVisits, filters, { csvPath: '/fieldsite/visitentry', csvQuery: visitQuery });
}
