import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { StockMovement } from '@steelworks/contract/store';
import { api } from '../../../lib/api-client';
import { storeItemKeys } from '../../../lib/query-keys';

/** GET /store/store/{id}/movements/: the latest stock changes of an item. */
function getStockMovements(id: number, signal?: AbortSignal): Promise<Paged<StockMovement>> {
  return api.get<Paged<StockMovement>>(`/store/store/${id}/movements/`, undefined, signal);
}

export function useStockMovements(id: number) {
  return useQuery({
    queryKey: [...storeItemKeys.one(id), 'movements'],
    queryFn: ({ signal }) => getStockMovements(id, signal),
  });
}
