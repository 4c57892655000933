import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { PurchaseOrderDetail, PurchaseOrderInput } from '@steelworks/contract/purchase';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { planningKeys } from '../../../lib/query-keys';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';

/** A store item or a sheet for an order line: `store:ID` or `sheet:ID`. */
export type ItemChoice = { value: string; label: string };

/** Store items and sheets matching what was typed (at most 20 of each), for an order line's item. */
export function useItemChoices(search: string) {
  return useQuery({
    queryKey: ['purchase', 'item-choices', search],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<ItemChoice[]> => {
      const [store, sheets] = await Promise.all([
        api.get<Paged<{ id: number; name: string; unit_type: string }>>('/store/store/', { limit: 20, search: search || undefined }, signal),
        api.get<Paged<{ id: number; name: string }>>('/sheet/sheet/', { limit: 20, search: search || undefined }, signal),
      ]);
      return [
        ...store.results.map((item) => ({ value: `store:${item.id}`, label: `${item.name} (${item.unit_type})` })),
        ...sheets.results.map((sheet) => ({ value: `sheet:${sheet.id}`, label: `${sheet.name} (sheet)` })),
      ];
    },
  });
}

/** A purchase order made or edited by hand (an edit only while Draft); the orders and the Purchase List reload. */
export function useSavePurchaseOrder(id: number | undefined) {
  return useReloadingMutation(
    useWriteKey((input: PurchaseOrderInput, options: WriteOptions) =>
      id ? api.put<PurchaseOrderDetail>(`/purchase/orders/${id}/`, input, options) : api.post<PurchaseOrderDetail>('/purchase/orders/', input, options),
    ),
    { reloads: [['purchase'], planningKeys.purchases], silentError: true },
  );
}
