import type { Paged } from '@steelworks/contract/common/pagination';
import type { Sheet } from '@steelworks/contract/sheet';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { sheetKeys } from './keys';

export type SheetFilters = { thick?: string; width?: string; low_stock?: boolean };

/** GET /sheet/sheet/ with search, thick, width, low_stock and page. */
function getSheets(params: PagedParams & SheetFilters, signal?: AbortSignal): Promise<Paged<Sheet>> {
  return api.get<Paged<Sheet>>(
    '/sheet/sheet/',
    { page: params.page, search: params.search, thick: params.thick, width: params.width, low_stock: params.low_stock || undefined },
    signal,
  );
}

/** The paged sheets list; page and search live in the URL, the filters come from the page. */
export function useSheets(filters: SheetFilters) {
  return usePagedQuery(sheetKeys.sheets, getSheets, filters, { csvPath: '/sheet/sheet/' });
}
