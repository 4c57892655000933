import type { FinishedProduct, FinishedProductInput } from '@steelworks/contract/schedule';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { finishedProductsQueryKey } from './get-finished-products';
import { scheduleItemsQueryKey } from './get-schedule-items';

/** POST /supervisor/finishedproducts/ {supervisor_schedule_item_auto_id, qc_status, note} */
export function useCreateFinishedProduct() {
  return useReloadingMutation((input: FinishedProductInput) => api.post<FinishedProduct>('/supervisor/finishedproducts/', input), {
    reloads: [finishedProductsQueryKey, scheduleItemsQueryKey],
    silentError: true,
  });
}
