import { useQuery } from '@tanstack/react-query';
import type { ProductionItemDetail, ProductionWork } from '@steelworks/contract/production';
import { api } from '../../../lib/api-client';
import { readThrough } from '../../../lib/offline/day-cache';
import { productionKeys } from './keys';

/** The phone's saved copy of a unit (production item). */
const unitCacheKey = (id: number) => `unit:${id}`;
export const UNIT_CACHE_PREFIX = 'unit:';

/** GET /production/productionitem/{id}/, kept on the phone and answered from there without network (issue 33). */
function getProductionItem(id: number, signal?: AbortSignal): Promise<ProductionItemDetail> {
  return readThrough(unitCacheKey(id), () => api.get<ProductionItemDetail>(`/production/productionitem/${id}/`, undefined, signal));
}

/** Keeps the units of the day's works on the phone, one after the other, in the background (a failure is no matter). */
export function keepUnitsOf(works: Pick<ProductionWork, 'production_item'>[]): void {
  const ids = [...new Set(works.map((work) => work.production_item))];
  void ids.reduce<Promise<unknown>>((previous, id) => previous.then(() => getProductionItem(id).catch(() => undefined)), Promise.resolve());
}

export function useProductionItem(id: number) {
  return useQuery({
    queryKey: productionKeys.item(id),
    queryFn: ({ signal }) => getProductionItem(id, signal),
    enabled: id > 0,
    networkMode: 'always',
  });
}
