import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { NestPlan, NestPlanInput, NestPlanStatus, NestPlanSummary, NestSheet, Remnant, RemnantReceive, SheetRules, SheetRulesPatch } from '@steelworks/contract/sheet-nest';
import type { WorkOrderRow } from '@steelworks/contract/workorder';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { recordQueryOptions } from '../../../lib/record-query';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';

/** Query keys of nest plans and remnants. */
const nestKeys = {
  list: ['sheets', 'nest-plans', 'list'] as const,
  detail: (id: number | string) => ['sheets', 'nest-plans', 'detail', String(id)] as const,
  remnants: ['sheets', 'remnants'] as const,
  workOrders: ['sheets', 'nest-plans', 'work-orders'] as const,
  rules: ['sheets', 'part-rules'] as const,
};

/** GET /sheet/nest-plans?status&page: the nest plans, newest first. */
function getNestPlans(params: PagedParams & { status?: NestPlanStatus }, signal?: AbortSignal): Promise<Paged<NestPlanSummary>> {
  return api.get<Paged<NestPlanSummary>>('/sheet/nest-plans', { page: params.page, status: params.status }, signal);
}
export const useNestPlans = (status: NestPlanStatus) => usePagedQuery(nestKeys.list, getNestPlans, { status }, { pageParam: 'plans_page', searchParam: 'plans_search' });

/** GET /sheet/remnants?page: the live remnants by thickness. */
function getRemnants(params: PagedParams, signal?: AbortSignal): Promise<Paged<Remnant>> {
  return api.get<Paged<Remnant>>('/sheet/remnants', { page: params.page }, signal);
}
export const useRemnants = () => usePagedQuery(nestKeys.remnants, getRemnants, {}, { pageParam: 'remnants_page', searchParam: 'remnants_search' });

/** GET /workorders/workorder?search&page: the work orders a plan may nest for (a canceled one is refused by the server). */
function getWorkOrders(params: PagedParams, signal?: AbortSignal): Promise<Paged<WorkOrderRow>> {
  return api.get<Paged<WorkOrderRow>>('/workorders/workorder/', { page: params.page, search: params.search }, signal);
}
export const useNestWorkOrders = () => usePagedQuery(nestKeys.workOrders, getWorkOrders, {});

const nestPlanQuery = recordQueryOptions(nestKeys.detail, (id: string, signal?: AbortSignal) => api.get<NestPlan>(`/sheet/nest-plans/${id}`, undefined, signal));
export const useNestPlan = (id: string | undefined) => useQuery({ ...nestPlanQuery(id ?? ''), enabled: !!id });

/** POST /sheet/nest-plans: the page shows a refusal itself (the part named), no toast. */
export function useCreateNestPlan() {
  return useReloadingMutation((input: NestPlanInput) => api.post<NestPlan>('/sheet/nest-plans', input), {
    answerKey: (plan) => nestKeys.detail(plan.id),
    reloads: [nestKeys.list],
    silentError: true,
  });
}

/** POST /sheet/nest-plans/:id/confirm with an Idempotency-Key: 409 {missing} when the stock moved meanwhile. */
export function useConfirmNestPlan() {
  const confirm = (id: number, options?: WriteOptions) => api.post<NestPlan>(`/sheet/nest-plans/${id}/confirm`, undefined, options);
  return useReloadingMutation(useWriteKey(confirm), { answerKey: (plan) => nestKeys.detail(plan.id), reloads: [nestKeys.list, nestKeys.remnants, ['sheets']], silentError: true });
}

export function useDiscardNestPlan() {
  return useReloadingMutation((id: number) => api.post<NestPlan>(`/sheet/nest-plans/${id}/discard`), { answerKey: (plan) => nestKeys.detail(plan.id), reloads: [nestKeys.list] });
}

/** PATCH /sheet/nest-plans/:id/sheets/:sheet {ticked}: the cutter ticks a sheet off as cut. */
export function useTickNestSheet(planId: number) {
  const tick = (vars: { sheet: number; ticked: boolean }, options?: WriteOptions) =>
    api.patch<NestSheet>(`/sheet/nest-plans/${planId}/sheets/${vars.sheet}`, { ticked: vars.ticked }, options);
  return useReloadingMutation(useWriteKey(tick), { reloads: [nestKeys.detail(planId)] });
}

/** POST /sheet/remnants with an Idempotency-Key: a remnant received by hand (a stock move, exactly once). */
export function useReceiveRemnant() {
  const receive = (input: RemnantReceive, options?: WriteOptions) => api.post<Remnant>('/sheet/remnants', input, options);
  return useReloadingMutation(useWriteKey(receive), { reloads: [nestKeys.remnants], silentError: true });
}

/** GET /sheet/part-rules: every product type's sheet parts, saved or default. */
export const useSheetRules = () => useQuery({ queryKey: nestKeys.rules, queryFn: ({ signal }) => api.get<SheetRules>('/sheet/part-rules', undefined, signal) });

/** PUT /sheet/part-rules: the answer is the rules as saved. */
export function useUpdateSheetRules() {
  return useReloadingMutation((input: SheetRulesPatch) => api.put<SheetRules>('/sheet/part-rules', input), { answerKey: () => nestKeys.rules, reloads: [], silentError: true });
}
