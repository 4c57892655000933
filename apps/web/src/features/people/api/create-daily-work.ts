import type { DailyWork } from '@steelworks/contract/supervisor';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { dailyWorkReloads } from './keys';

/** POST /supervisor/supervisor_daily_work/ — credits cols x cost per col to the supervisor. */
export function createDailyWork(input: { supervisor: string | number; date: string; cols: string | number }): Promise<DailyWork> {
  return api.post<DailyWork>('/supervisor/supervisor_daily_work/', input);
}

/** The form shows the failure (its alert and fields), so no toast. */
export function useCreateDailyWork() {
  return useReloadingMutation(createDailyWork, { reloads: dailyWorkReloads, silentError: true });
}
