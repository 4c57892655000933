import type { Paged } from '@steelworks/contract/common/pagination';
import type { ProductionItem, ProductionStatus } from '@steelworks/contract/production';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { productionKeys } from './keys';

/** GET /production/productionitem/ (search, page, status; sr_no for an exact code). */
export function getProductionItems(
  params: PagedParams & { status?: ProductionStatus; sr_no?: string },
  signal?: AbortSignal,
): Promise<Paged<ProductionItem>> {
  return api.get<Paged<ProductionItem>>(
    '/production/productionitem/',
    { page: params.page, search: params.search, status: params.status, sr_no: params.sr_no },
    signal,
  );
}

export function useProductionItems(status: ProductionStatus) {
  return usePagedQuery(productionKeys.items, getProductionItems, { status }, { csvPath: '/production/productionitem/' });
}
