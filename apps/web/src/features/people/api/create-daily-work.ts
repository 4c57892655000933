import type { DailyWork } from '@steelworks/contract/supervisor';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';
import { dailyWorkReloads } from './keys';

/** POST /supervisor/supervisor_daily_work/ — credits cols x cost per col to the supervisor. */
function createDailyWork(input: { supervisor: string | number; date: string; cols: string | number }, options?: WriteOptions): Promise<DailyWork> {
  return api.post<DailyWork>('/supervisor/supervisor_daily_work/', input, options);
}

/** The form shows the failure (its alert and fields), so no toast. */
export function useCreateDailyWork() {
  return useReloadingMutation(useWriteKey(createDailyWork), { reloads: dailyWorkReloads, silentError: true });
}
