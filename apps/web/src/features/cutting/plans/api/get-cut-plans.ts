import type { Paged } from '@steelworks/contract/common/pagination';
import type { CutPlanStatus, CutPlanSummary } from '@steelworks/contract/cut-plan';
import { usePagedQuery, type PagedParams } from '../../../../components/use-paged-query';
import { api } from '../../../../lib/api-client';
import { cutPlanKeys } from './cut-plan-keys';

/** GET /cutting/plans?status&search&page: the cut plans, newest first. */
function getCutPlans(params: PagedParams & { status?: CutPlanStatus }, signal?: AbortSignal): Promise<Paged<CutPlanSummary>> {
  return api.get<Paged<CutPlanSummary>>('/cutting/plans', { page: params.page, search: params.search, status: params.status }, signal);
}

export function useCutPlans(status: CutPlanStatus | undefined) {
  return usePagedQuery(cutPlanKeys.list, getCutPlans, { status });
}
