import type { Paged } from '@steelworks/contract/common/pagination';
import type { DailyWork } from '@steelworks/contract/supervisor';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** GET /supervisor/supervisor_daily_work/ — newest day first. */
export function getDailyWork(params: PagedParams, signal?: AbortSignal): Promise<Paged<DailyWork>> {
  return api.get<Paged<DailyWork>>('/supervisor/supervisor_daily_work/', { page: params.page, search: params.search }, signal);
}

export function useDailyWork() {
  return usePagedQuery(peopleKeys.dailyWork, getDailyWork);
}
