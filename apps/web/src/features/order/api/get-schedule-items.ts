import type { Paged } from '@steelworks/contract/common/pagination';
import type { ScheduleItem } from '@steelworks/contract/schedule';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams, type UsePagedQueryOptions } from '../../../components/use-paged-query';

export const scheduleItemsQueryKey = ['schedule-items'] as const;

/** `week`: YYYY-MM-DD, items with work in the seven days from it. */
export type ScheduleItemFilters = { supervisor?: number; work_status?: 'Pending' | 'Finished'; week?: string };

/** GET /supervisor/supervisor_schedule_item/?page&search (&supervisor, &work_status); a supervisor gets its own. */
function getScheduleItems(
  params: PagedParams & ScheduleItemFilters,
  signal?: AbortSignal,
): Promise<Paged<ScheduleItem>> {
  return api.get<Paged<ScheduleItem>>(
    '/supervisor/supervisor_schedule_item/',
    { page: params.page, search: params.search, supervisor: params.supervisor, work_status: params.work_status, week: params.week },
    signal,
  );
}

export function useScheduleItems(
  filter: ScheduleItemFilters = {},
  options?: UsePagedQueryOptions,
) {
  return usePagedQuery(scheduleItemsQueryKey, getScheduleItems, filter, { csvPath: '/supervisor/supervisor_schedule_item/', ...options });
}
