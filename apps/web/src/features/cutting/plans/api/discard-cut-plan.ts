import type { CutPlan } from '@steelworks/contract/cut-plan';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { cutPlanKeys } from './cut-plan-keys';

/** POST /cutting/plans/:id/discard: a Planned plan is set aside; nothing in the stock moves. */
function discardCutPlan(id: number): Promise<CutPlan> {
  return api.post<CutPlan>(`/cutting/plans/${id}/discard`);
}

export function useDiscardCutPlan() {
  return useReloadingMutation(discardCutPlan, {
    answerKey: (plan) => cutPlanKeys.detail(plan.id),
    reloads: [cutPlanKeys.list],
  });
}
