import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyWork } from '@steelworks/contract/supervisor';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** POST /supervisor/supervisor_daily_work/ — credits cols x cost per col to the supervisor. */
export function createDailyWork(input: { supervisor: string | number; date: string; cols: string | number }): Promise<DailyWork> {
  return api.post<DailyWork>('/supervisor/supervisor_daily_work/', input);
}

export function useCreateDailyWork() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the failure (its alert and fields), so no toast.
    meta: { silentError: true },
    mutationFn: createDailyWork,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: peopleKeys.dailyWork });
      await queryClient.invalidateQueries({ queryKey: peopleKeys.supervisors });
      await queryClient.invalidateQueries({ queryKey: peopleKeys.transactions });
    },
  });
}
