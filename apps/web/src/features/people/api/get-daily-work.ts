import type { Paged } from '@steelworks/contract/common/pagination';
import type { DailyWork } from '@steelworks/contract/supervisor';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

export type DailyWorkFilters = { date?: string; month?: string };

/** GET /supervisor/supervisor_daily_work/ — newest day first; one day (`date`) or one month (`month`). */
function getDailyWork(params: PagedParams & DailyWorkFilters, signal?: AbortSignal): Promise<Paged<DailyWork>> {
  return api.get<Paged<DailyWork>>(
    '/supervisor/supervisor_daily_work/',
    { page: params.page, search: params.search, date: params.date, month: params.month },
    signal,
  );
}

export function useDailyWork(filters: DailyWorkFilters = {}) {
  return usePagedQuery(peopleKeys.dailyWork, getDailyWork, filters, { csvPath: '/supervisor/supervisor_daily_work/' });
}
