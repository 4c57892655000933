import type { Paged } from '@steelworks/contract/common/pagination';
import type { ProvideAllAnswer, PurchaseRow, ReadinessRow, ReadinessState } from '@steelworks/contract/planning';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';
import { orderKeys, planningKeys, storeItemKeys, storeSupplyKeys } from '../../../lib/query-keys';

/** GET /planning/readiness/ — open supplies in the order they are needed, Ready or Blocked (?state, ?search). */
function getReadiness(params: PagedParams & { state?: ReadinessState }, signal?: AbortSignal): Promise<Paged<ReadinessRow>> {
  return api.get<Paged<ReadinessRow>>('/planning/readiness/', { page: params.page, search: params.search, state: params.state }, signal);
}

export function useReadiness(state: ReadinessState | undefined) {
  return usePagedQuery(planningKeys.readiness, getReadiness, { state }, { csvPath: '/planning/readiness/' });
}

/** GET /planning/purchase-list/ — store items short for the open orders (?sort, ?search). */
function getPurchases(params: PagedParams & { sort?: string }, signal?: AbortSignal): Promise<Paged<PurchaseRow>> {
  return api.get<Paged<PurchaseRow>>('/planning/purchase-list/', { page: params.page, search: params.search, sort: params.sort }, signal);
}

export function usePurchases(sort: string | undefined) {
  return usePagedQuery(planningKeys.purchases, getPurchases, { sort }, { csvPath: '/planning/purchase-list/' });
}

/** POST /planning/readiness/provide-all/ — provides the Ready supplies in order; stock, supplies and orders reload. */
export function useProvideAllReady() {
  return useReloadingMutation(useWriteKey((_: void, options: WriteOptions) => api.post<ProvideAllAnswer>('/planning/readiness/provide-all/', undefined, options)), {
    reloads: [planningKeys.all, storeSupplyKeys.all, storeItemKeys.all, orderKeys.all],
  });
}
