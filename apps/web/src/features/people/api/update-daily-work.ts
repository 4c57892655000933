import type { DailyWork } from '@steelworks/contract/supervisor';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';
import { dailyWorkReloads } from './keys';

/** PATCH /supervisor/supervisor_daily_work/{id}/ {date, cols} — posts the difference of the wage to the ledger. */
function updateDailyWork({ id, ...input }: { id: number; date: string; cols: string | number }, options?: WriteOptions): Promise<DailyWork> {
  return api.patch<DailyWork>(`/supervisor/supervisor_daily_work/${id}/`, input, options);
}

/** The edit form shows the failure (its alert and fields), so no toast. */
export function useUpdateDailyWork() {
  return useReloadingMutation(useWriteKey(updateDailyWork), { reloads: dailyWorkReloads, silentError: true });
}
