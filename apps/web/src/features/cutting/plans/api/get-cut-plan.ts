import { useQuery } from '@tanstack/react-query';
import type { CutPlan } from '@steelworks/contract/cut-plan';
import { api } from '../../../../lib/api-client';
import { recordQueryOptions } from '../../../../lib/record-query';
import { cutPlanKeys } from './cut-plan-keys';

/** GET /cutting/plans/:id: the plan with its sections, bars, cuts and problems. */
function getCutPlan(id: string, signal?: AbortSignal): Promise<CutPlan> {
  return api.get<CutPlan>(`/cutting/plans/${id}`, undefined, signal);
}

const cutPlanQueryOptions = recordQueryOptions(cutPlanKeys.detail, getCutPlan);

export function useCutPlan(id: string | undefined) {
  return useQuery({ ...cutPlanQueryOptions(id ?? ''), enabled: !!id });
}
