import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CutStateSummary, ReopenCutInput, WorkOrderCutState } from '@steelworks/contract/cut-plan';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { cutPlanKeys } from './cut-plan-keys';

/** GET /cutting/work-orders/{id}/cut-state/: every unit of a work order with its cut mark (issue 40 point 4). */
function getWorkOrderCutState(id: number, signal?: AbortSignal): Promise<WorkOrderCutState> {
  return api.get<WorkOrderCutState>(`/cutting/work-orders/${id}/cut-state/`, undefined, signal);
}

/** Beside the page's own record: a failed read leaves its part out (the page stays, no toast of its own). */
const SIDE_READ = { notFound: 'inline', silentError: true } as const;

export function useWorkOrderCutState(id: number, enabled: boolean) {
  return useQuery({ queryKey: cutPlanKeys.cutState(id), queryFn: ({ signal }) => getWorkOrderCutState(id, signal), enabled, meta: SIDE_READ });
}

/** GET /cutting/work-orders/cut-state/?ids=: how much of each listed work order is cut (a page of Plan Cutting). */
export function useCutStates(ids: readonly number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  return useQuery({
    queryKey: cutPlanKeys.cutStates(sorted),
    queryFn: ({ signal }) => api.get<{ results: CutStateSummary[] }>('/cutting/work-orders/cut-state/', { ids: sorted.join(',') }, signal),
    enabled: sorted.length > 0,
    meta: SIDE_READ,
    placeholderData: keepPreviousData,
    select: (answer) => new Map(answer.results.map((state) => [state.work_order, state])),
  });
}

type ReopenCutValues = ReopenCutInput & { workOrder: number };

/** POST /cutting/work-orders/{id}/reopen/: a manager sends cut units back to be cut again, with the reason. */
function reopenCutUnits({ workOrder, ...input }: ReopenCutValues): Promise<WorkOrderCutState> {
  return api.post<WorkOrderCutState>(`/cutting/work-orders/${workOrder}/reopen/`, input);
}

export function useReopenCutUnits() {
  return useReloadingMutation(reopenCutUnits, {
    answerKey: (answer) => cutPlanKeys.cutState(answer.work_order),
    reloads: [cutPlanKeys.cutStateAll, ['planning']],
    silentError: true,
  });
}
