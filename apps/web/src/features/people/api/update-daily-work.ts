import type { DailyWork } from '@steelworks/contract/supervisor';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { dailyWorkReloads } from './keys';

/** PATCH /supervisor/supervisor_daily_work/{id}/ {date, cols} — posts the difference of the wage to the ledger. */
export function updateDailyWork({ id, ...input }: { id: number; date: string; cols: string | number }): Promise<DailyWork> {
  return api.patch<DailyWork>(`/supervisor/supervisor_daily_work/${id}/`, input);
}

/** The edit form shows the failure (its alert and fields), so no toast. */
export function useUpdateDailyWork() {
  return useReloadingMutation(updateDailyWork, { reloads: dailyWorkReloads, silentError: true });
}
