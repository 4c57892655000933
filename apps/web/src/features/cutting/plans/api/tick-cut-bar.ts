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

const TICK_KEY = [...cutPlanKeys.all, 'tick'] as const;

/**
 * The tick shows at once (the cutter at the saw should not wait for the network), is put back if the server refuses,
 * and the plan reloads after either.
 */
export function useTickCutBar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TICK_KEY,
    mutationFn: tickCutBar,
    onMutate: async ({ plan, bar, ticked }) => {
      const key = cutPlanKeys.detail(plan);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CutPlan>(key);
      queryClient.setQueryData<CutPlan>(key, (data) => data && withBar(data, bar, (old) => ({ ...old, ticked_at: ticked ? new Date().toISOString() : null })));
      return { before };
    },
    onError: (_error, { plan }, context) => {
      if (context?.before) queryClient.setQueryData(cutPlanKeys.detail(plan), context.before);
    },
    onSuccess: (answer, { plan }) => {
      queryClient.setQueryData<CutPlan>(cutPlanKeys.detail(plan), (data) => data && withBar(data, answer.id, () => answer));
    },
    // Only after the last of several quick ticks, so a reload does not briefly undo a tick still on its way.
    onSettled: (_answer, _error, { plan }) =>
      queryClient.isMutating({ mutationKey: TICK_KEY }) <= 1 ? queryClient.invalidateQueries({ queryKey: cutPlanKeys.detail(plan) }) : undefined,
  });
}

function withBar(plan: CutPlan, barId: number, change: (bar: CutPlanBar) => CutPlanBar): CutPlan {
  const sections = plan.sections.map((section) => ({
    ...section,
    bars: section.bars.map((bar) => (bar.id === barId ? change(bar) : bar)),
  }));
  const bars_ticked = sections.reduce((sum, section) => sum + section.bars.filter((bar) => bar.ticked_at).length, 0);
  return { ...plan, sections, bars_ticked };
}
