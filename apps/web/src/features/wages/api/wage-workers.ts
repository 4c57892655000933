import { useQuery } from '@tanstack/react-query';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { WageWorker, WageWorkerDetail } from '@steelworks/contract/wage-sheets';
import type { SkillGrade } from '@steelworks/contract/wages';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { wagesKeys } from './keys';

type BankFilter = 'missing' | 'complete' | undefined;

/** GET /wages/workers/: the workers with their grade and whether their bank details are complete (?search, ?bank). */
function getWageWorkers(params: PagedParams & { bank: BankFilter }, signal?: AbortSignal): Promise<Paged<WageWorker>> {
  return api.get<Paged<WageWorker>>('/wages/workers/', { page: params.page, search: params.search, bank: params.bank }, signal);
}

export function useWageWorkers(bank: BankFilter) {
  return usePagedQuery(wagesKeys.workers, getWageWorkers, { bank }, { csvPath: '/wages/workers/' });
}

/** GET /wages/workers/{id}/: one worker's grade and bank details. */
export function useWageWorker(id: number) {
  return useQuery({
    queryKey: wagesKeys.worker(id),
    queryFn: ({ signal }) => api.get<WageWorkerDetail>(`/wages/workers/${id}/`, undefined, signal),
  });
}

export type BankValues = { account_holder: string; bank_account: string; ifsc: string; upi_id: string };

/** A grade or bank change reloads the list, the worker and the sheets (which name the workers the bank file misses). */
const reloads = [wagesKeys.workers, ['wages', 'sheets'], ['wages', 'earnings']];

/** PUT /wages/workers/{id}/grade/. */
export function useSaveWorkerGrade(id: number) {
  return useReloadingMutation((grade: SkillGrade) => api.put(`/wages/workers/${id}/grade/`, { skill_grade: grade }), { reloads, silentError: true });
}

/** PUT /wages/workers/{id}/bank/. */
export function useSaveWorkerBank(id: number) {
  return useReloadingMutation((values: BankValues) => api.put(`/wages/workers/${id}/bank/`, values), { reloads, silentError: true });
}
