import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';
import { removePagedRow } from '../../../components/use-paged-query';

/** DELETE /supervisor/supervisor_daily_work/{id}/ — posts a reversing debit. */
export function deleteDailyWork(id: number): Promise<void> {
  return api.delete(`/supervisor/supervisor_daily_work/${id}/`);
}

export function useDeleteDailyWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDailyWork,
    onSuccess: async (_answer, id) => {
      removePagedRow(queryClient, peopleKeys.dailyWork, id);
      await queryClient.invalidateQueries({ queryKey: peopleKeys.dailyWork });
      await queryClient.invalidateQueries({ queryKey: peopleKeys.supervisors });
      await queryClient.invalidateQueries({ queryKey: peopleKeys.transactions });
    },
  });
}
