import type { Paged } from '@steelworks/contract/common/pagination';
import type { Dealer } from '@steelworks/contract/dealer';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** GET /dealer/dealer/ — dealers and customers, 10 a page, searchable; `blocked` lists the blocked ones. */
export function getDealers(params: PagedParams & { blocked?: boolean }, signal?: AbortSignal): Promise<Paged<Dealer>> {
  return api.get<Paged<Dealer>>('/dealer/dealer/', { page: params.page, search: params.search, blocked: params.blocked || undefined }, signal);
}

export function useDealers(blocked = false) {
  return usePagedQuery(peopleKeys.dealers, getDealers, { blocked }, { csvPath: '/dealer/dealer/' });
}
