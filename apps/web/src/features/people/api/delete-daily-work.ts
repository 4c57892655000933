import { api } from '../../../lib/api-client';
import { useRemoveRowMutation } from '../../../lib/list-mutations';
import { dailyWorkReloads, peopleKeys } from './keys';

/** DELETE /supervisor/supervisor_daily_work/{id}/ — posts a reversing debit. */
function deleteDailyWork(id: number): Promise<void> {
  return api.delete(`/supervisor/supervisor_daily_work/${id}/`);
}

export function useDeleteDailyWork() {
  return useRemoveRowMutation(deleteDailyWork, peopleKeys.dailyWork, { reloads: dailyWorkReloads });
}
