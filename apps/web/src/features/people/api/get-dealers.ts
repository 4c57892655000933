import type { Paged } from '@steelworks/contract/common/pagination';
import type { Dealer, DealerType } from '@steelworks/contract/dealer';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

type DealerListParams = { blocked?: boolean; type?: DealerType };

/** GET /dealer/dealer/ — dealers or counter customers (`type`), 10 a page, searchable; `blocked` lists the blocked ones. */
function getDealers(params: PagedParams & DealerListParams, signal?: AbortSignal): Promise<Paged<Dealer>> {
  return api.get<Paged<Dealer>>(
    '/dealer/dealer/',
    { page: params.page, search: params.search, blocked: params.blocked || undefined, type: params.type },
    signal,
  );
}

export function useDealers(params: DealerListParams) {
  return usePagedQuery(peopleKeys.dealers, getDealers, params, { csvPath: '/dealer/dealer/' });
}
