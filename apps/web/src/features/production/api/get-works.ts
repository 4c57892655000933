import type { Paged } from '@steelworks/contract/common/pagination';
import type { ProductionWork } from '@steelworks/contract/production';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { productionKeys } from './keys';

/** GET /production/productionitemwork/ with search and page. */
function getWorks(params: PagedParams, signal?: AbortSignal): Promise<Paged<ProductionWork>> {
  return api.get<Paged<ProductionWork>>('/production/productionitemwork/', { page: params.page, search: params.search }, signal);
}

export function useWorks() {
  return usePagedQuery(productionKeys.works, getWorks, undefined, { csvPath: '/production/productionitemwork/' });
}
