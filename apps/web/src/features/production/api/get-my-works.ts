import type { Paged } from '@steelworks/contract/common/pagination';
import type { ProductionWork } from '@steelworks/contract/production';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { productionKeys } from './keys';

/** GET /production/my-works/: the caller's open works (state=open) or those it finished today (state=done). */
export function getMyWorks(params: PagedParams & { state: 'open' | 'done' }, signal?: AbortSignal): Promise<Paged<ProductionWork>> {
  return api.get<Paged<ProductionWork>>('/production/my-works/', { page: params.page, state: params.state }, signal);
}

export function useMyWorks(state: 'open' | 'done') {
  return usePagedQuery(productionKeys.myWorks, getMyWorks, { state }, {
    pageParam: state === 'open' ? 'page' : 'done_page',
    csvPath: '/production/my-works/',
  });
}
