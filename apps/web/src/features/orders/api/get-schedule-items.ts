import type { Paged } from '@steelworks/contract/common/pagination';
import type { ScheduleItem } from '@steelworks/contract/schedule';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams, type UsePagedQueryOptions } from '../../../components/use-paged-query';

export const scheduleItemsQueryKey = ['schedule-items'] as const;

/** GET /supervisor/supervisor_schedule_item/?page&search (&supervisor, &work_status); a supervisor gets its own. */
export function getScheduleItems(
  params: PagedParams & { supervisor?: number; work_status?: 'Pending' | 'Finished' },
  signal?: AbortSignal,
): Promise<Paged<ScheduleItem>> {
  return api.get<Paged<ScheduleItem>>(
    '/supervisor/supervisor_schedule_item/',
    { page: params.page, search: params.search, supervisor: params.supervisor, work_status: params.work_status },
    signal,
  );
}

export function useScheduleItems(
  filter: { supervisor?: number; work_status?: 'Pending' | 'Finished' } = {},
  options?: UsePagedQueryOptions,
) {
  return usePagedQuery(scheduleItemsQueryKey, getScheduleItems, filter, { csvPath: '/supervisor/supervisor_schedule_item/', ...options });
}
