import type { Paged } from '@steelworks/contract/common/pagination';
import type { WorkOrderRow } from '@steelworks/contract/workorder';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { productionKeys } from './keys';

/** GET /workorders/workorder/ with search and page (a dealer gets only its own). */
function getWorkOrders(params: PagedParams, signal?: AbortSignal): Promise<Paged<WorkOrderRow>> {
  return api.get<Paged<WorkOrderRow>>('/workorders/workorder/', { page: params.page, search: params.search }, signal);
}

export function useWorkOrders() {
  return usePagedQuery(productionKeys.workOrders, getWorkOrders, undefined, { csvPath: '/workorders/workorder/' });
}
