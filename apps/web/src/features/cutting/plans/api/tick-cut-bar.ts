import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CutPlan, CutPlanBar } from '@steelworks/contract/cut-plan';
import { api } from '../../../../lib/api-client';
import { cutPlanKeys } from './cut-plan-keys';

export interface TickBarInput {
  plan: number;
  bar: number;
  ticked: boolean;
}

/** PATCH /cutting/plans/:id/bars/:bar {ticked}: the cutter marks a bar cut (or not); answers the bar. */
export function tickCutBar({ plan, bar, ticked }: TickBarInput): Promise<CutPlanBar> {
  return api.patch<CutPlanBar>(`/cutting/plans/${plan}/bars/${bar}`, { ticked });
}

/** The answered bar goes into the cached plan at once (the cutter sees the tick), then the plan reloads. */
export function useTickCutBar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tickCutBar,
    onSuccess: (answer, { plan }) => {
      queryClient.setQueryData<CutPlan>(cutPlanKeys.detail(plan), (data) => data && withBar(data, answer));
      return queryClient.invalidateQueries({ queryKey: cutPlanKeys.detail(plan) });
    },
  });
}

function withBar(plan: CutPlan, answer: CutPlanBar): CutPlan {
  const sections = plan.sections.map((section) => ({
    ...section,
    bars: section.bars.map((bar) => (bar.id === answer.id ? answer : bar)),
  }));
  const bars_ticked = sections.reduce((sum, section) => sum + section.bars.filter((bar) => bar.ticked_at).length, 0);
  return { ...plan, sections, bars_ticked };
}
