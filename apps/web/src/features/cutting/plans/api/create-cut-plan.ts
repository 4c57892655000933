import type { CutPlan, CutPlanInput } from '@steelworks/contract/cut-plan';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { cutPlanKeys } from './cut-plan-keys';

/** POST /cutting/plans {work_orders}: plans the cutting of the chosen work orders (201 with the plan). */
function createCutPlan(input: CutPlanInput): Promise<CutPlan> {
  return api.post<CutPlan>('/cutting/plans', input);
}

/** The page shows a refusal itself (nothing to cut, with each item's reason): no toast. */
export function useCreateCutPlan() {
  return useReloadingMutation(createCutPlan, {
    answerKey: (plan) => cutPlanKeys.detail(plan.id),
    reloads: [cutPlanKeys.list],
    silentError: true,
  });
}
