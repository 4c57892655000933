import type { Paged } from '@steelworks/contract/common/pagination';
import type { WorkOrderRow, WorkOrderStatus } from '@steelworks/contract/workorder';
import { usePagedQuery, type PagedParams } from '../../../../components/use-paged-query';
import { api } from '../../../../lib/api-client';
import { cutPlanKeys } from './cut-plan-keys';

/** The work orders still to be made, which a plan may cut for. */
export type OpenWorkOrderStatus = Extract<WorkOrderStatus, 'Pending' | 'In Production'>;

/** GET /workorders/workorder?status&search&page: the work orders to choose from for a plan. */
function getOpenWorkOrders(params: PagedParams & { status: OpenWorkOrderStatus }, signal?: AbortSignal): Promise<Paged<WorkOrderRow>> {
  return api.get<Paged<WorkOrderRow>>('/workorders/workorder/', { page: params.page, search: params.search, status: params.status }, signal);
}

export function useOpenWorkOrders(status: OpenWorkOrderStatus) {
  return usePagedQuery(cutPlanKeys.workOrders, getOpenWorkOrders, { status });
}
