import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { FieldSite } from '@steelworks/contract/field';
import type { LatLng } from '@steelworks/contract/field-text';
import { formatLocation } from '@steelworks/contract/field-text';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { readThrough } from '../../../lib/offline/day-cache';
import { fieldKeys } from './keys';

/** GET /fieldsite/fieldsite — search (searchText), page, limit; `near` sorts nearest first. */
function getSites(params: PagedParams & { limit?: number; near?: LatLng }, signal?: AbortSignal): Promise<Paged<FieldSite>> {
  return api.get<Paged<FieldSite>>(
    '/fieldsite/fieldsite',
    { page: params.page, searchText: params.search, limit: params.limit ?? 10, near: formatLocation(params.near) ?? undefined },
    signal,
  );
}

export function useSites() {
  // The site list's search parameter is `searchText` (docs/product/client-2022-names.md#calls).
  return usePagedQuery(fieldKeys.sites, getSites, undefined, { csvPath: '/fieldsite/fieldsite', csvQuery: ({ search }) => ({ searchText: search }) });
}

export const FIELD_SITES_CACHE_KEY = 'field-sites';

/**
 * The sites nearest a position (the field staff's phone screen). The last list is kept on the phone: without network
 * it is what the field staff checks in from (issue 33 point 5).
 */
export function useNearestSites(near: LatLng | undefined) {
  return useQuery({
    queryKey: [...fieldKeys.sites, 'near', near?.lat, near?.lng],
    queryFn: ({ signal }) => readThrough(FIELD_SITES_CACHE_KEY, () => getSites({ page: 1, search: '', limit: 10, near }, signal)),
    networkMode: 'always',
  });
}

/** The site picker's choices (visit form). */
export function useSiteOptions(search: string) {
  return useQuery({
    queryKey: [...fieldKeys.sites, 'options', search],
    queryFn: ({ signal }) => getSites({ page: 1, search, limit: 100 }, signal),
    staleTime: 30_000,
  });
}
