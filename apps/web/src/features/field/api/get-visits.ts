import type { Paged } from '@steelworks/contract/common/pagination';
import type { VisitEntry } from '@steelworks/contract/field';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';

export type VisitFilters = { fieldsite?: number | string; field_staff?: number | string; from_date?: string; to_date?: string };

/** GET /fieldsite/visitentry — fieldsite, page, limit, search, field_staff, from_date, to_date. */
export function getVisits(params: PagedParams & VisitFilters & { limit?: number }, signal?: AbortSignal): Promise<Paged<VisitEntry>> {
  // The date range goes only when both dates are set (spec 3 section 5).
  const both = !!params.from_date && !!params.to_date;
  return api.get<Paged<VisitEntry>>(
    '/fieldsite/visitentry',
    {
      page: params.page,
      search: params.search,
      limit: params.limit ?? 10,
      fieldsite: params.fieldsite,
      field_staff: params.field_staff,
      from_date: both ? params.from_date : undefined,
      to_date: both ? params.to_date : undefined,
    },
    signal,
  );
}

export function useVisits(filters: VisitFilters = {}) {
  return usePagedQuery(fieldKeys.visits, getVisits, filters);
}
