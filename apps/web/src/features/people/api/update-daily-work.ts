import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyWork } from '@steelworks/contract/supervisor';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** PATCH /supervisor/supervisor_daily_work/{id}/ {date, cols} — posts the difference of the wage to the ledger. */
export function updateDailyWork({ id, ...input }: { id: number; date: string; cols: string | number }): Promise<DailyWork> {
  return api.patch<DailyWork>(`/supervisor/supervisor_daily_work/${id}/`, input);
}

export function useUpdateDailyWork() {
  const queryClient = useQueryClient();
  return useMutation({
    // The edit form shows the failure (its alert and fields), so no toast.
    meta: { silentError: true },
    mutationFn: updateDailyWork,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: peopleKeys.dailyWork });
      await queryClient.invalidateQueries({ queryKey: peopleKeys.supervisors });
      await queryClient.invalidateQueries({ queryKey: peopleKeys.transactions });
    },
  });
}
