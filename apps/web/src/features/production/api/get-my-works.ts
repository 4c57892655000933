import type { Paged } from '@steelworks/contract/common/pagination';
import type { ProductionWork } from '@steelworks/contract/production';
import { api } from '../../../lib/api-client';
import { readThrough } from '../../../lib/offline/day-cache';
import { queryClient } from '../../../lib/query-client';
import { prefetchPagedQuery, usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { keepUnitsOf } from './get-production-item';
import { productionKeys } from './keys';

/** The phone's saved copy of a page of My works (issue 33 point 5). */
export const myWorksCacheKey = (state: 'open' | 'done', page: number) => `my-works:${state}:${page}`;

/**
 * GET /production/my-works/: the caller's open works (state=open) or those it finished today (state=done). Kept on the
 * phone when fetched and answered from there without network; the units of the open works are kept too, so a label
 * scanned offline opens its unit.
 */
function getMyWorks(params: PagedParams & { state: 'open' | 'done' }, signal?: AbortSignal): Promise<Paged<ProductionWork>> {
  return readThrough(myWorksCacheKey(params.state, params.page), async () => {
    const page = await api.get<Paged<ProductionWork>>('/production/my-works/', { page: params.page, state: params.state }, signal);
    if (params.state === 'open') keepUnitsOf(page.results);
    return page;
  });
}

const pageParam = (state: 'open' | 'done') => (state === 'open' ? 'page' : 'done_page');

export function useMyWorks(state: 'open' | 'done') {
  return usePagedQuery(productionKeys.myWorks, getMyWorks, { state }, {
    pageParam: pageParam(state),
    csvPath: '/production/my-works/',
    worksOffline: true,
  });
}

/** Both lists of /my-works, asked for while the screen's code loads (the route's loader). */
export function prefetchMyWorks(url: URL): void {
  for (const state of ['open', 'done'] as const) {
    void prefetchPagedQuery(queryClient, url, productionKeys.myWorks, getMyWorks, { state }, { pageParam: pageParam(state) });
  }
}
