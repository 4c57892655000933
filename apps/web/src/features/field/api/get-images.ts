import type { Paged } from '@steelworks/contract/common/pagination';
import type { VisitImage } from '@steelworks/contract/field';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';

export type ImageFilters = { visit_entry?: number | string; field_staff?: number | string; fieldsite?: number | string };

/** GET /fieldsite/visit_image — visit_entry, page, limit, search (plus field_staff and fieldsite filters). */
function getImages(params: PagedParams & ImageFilters & { limit?: number }, signal?: AbortSignal): Promise<Paged<VisitImage>> {
  return api.get<Paged<VisitImage>>(
    '/fieldsite/visit_image',
    {
      page: params.page,
      search: params.search,
      limit: params.limit ?? 10,
      visit_entry: params.visit_entry,
      field_staff: params.field_staff,
      fieldsite: params.fieldsite,
    },
    signal,
  );
}

/** `pageParam`: the photo grid on a visit page pages apart from anything else there. */
export function useImages(filters: ImageFilters, pageParam = 'page') {
  return usePagedQuery(fieldKeys.images, getImages, filters, {
    pageParam,
    searchParam: pageParam === 'page' ? 'search' : `${pageParam}_search`,
    csvPath: '/fieldsite/visit_image',
  });
}
