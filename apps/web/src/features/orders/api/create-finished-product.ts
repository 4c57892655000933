import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FinishedProduct, FinishedProductInput } from '@steelworks/contract/schedule';
import { api } from '../../../lib/api-client';
import { finishedProductsQueryKey } from './get-finished-products';
import { scheduleItemsQueryKey } from './get-schedule-items';

/** POST /supervisor/finishedproducts/ {supervisor_schedule_item_auto_id, qc_status, note} */
export function useCreateFinishedProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FinishedProductInput) => api.post<FinishedProduct>('/supervisor/finishedproducts/', input),
    meta: { silentError: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: finishedProductsQueryKey });
      await queryClient.invalidateQueries({ queryKey: scheduleItemsQueryKey });
    },
  });
}
