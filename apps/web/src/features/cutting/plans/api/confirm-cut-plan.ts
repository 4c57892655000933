import type { CutPlan } from '@steelworks/contract/cut-plan';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../../lib/write-key';
import { cutPlanKeys } from './cut-plan-keys';

/** POST /cutting/plans/:id/confirm: the plan is cut, the stock moves; 409 {error_message, missing} when it cannot. */
function confirmCutPlan(id: number, options?: WriteOptions): Promise<CutPlan> {
  return api.post<CutPlan>(`/cutting/plans/${id}/confirm`, undefined, options);
}

/** The page shows a refusal itself (what the stock is missing): no toast. */
export function useConfirmCutPlan() {
  return useReloadingMutation(useWriteKey(confirmCutPlan), {
    answerKey: (plan) => cutPlanKeys.detail(plan.id),
    reloads: [cutPlanKeys.list, cutPlanKeys.cutStateAll, ['store'], ['cutting', 'sections']],
    silentError: true,
  });
}
