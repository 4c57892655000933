import type { Paged } from '@steelworks/contract/common/pagination';
import type { SheetOrderListItem, SheetOrderType } from '@steelworks/contract/sheet';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { sheetKeys } from './keys';

export type SheetOrderFilters = { order_type?: SheetOrderType };

/** GET /sheet/sheet_order/ with search, page and order_type. */
function getSheetOrders(params: PagedParams & SheetOrderFilters, signal?: AbortSignal): Promise<Paged<SheetOrderListItem>> {
  return api.get<Paged<SheetOrderListItem>>(
    '/sheet/sheet_order/',
    { page: params.page, search: params.search, order_type: params.order_type },
    signal,
  );
}

export function useSheetOrders(filters: SheetOrderFilters) {
  return usePagedQuery(sheetKeys.orders, getSheetOrders, filters, { csvPath: '/sheet/sheet_order/' });
}
