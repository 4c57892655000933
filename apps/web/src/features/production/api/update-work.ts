import type { ProductionWork } from '@steelworks/contract/production';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { productionKeys } from './keys';

export type WorkChange = {
  status?: string;
  finished_date?: string;
  note?: string;
  defective?: boolean;
  defect_reason?: string;
  worker?: number;
  expected_date?: string | null;
};

/** PATCH /production/productionitemwork/{id}/: Start, Complete, Defective, the status form; answers the row. */
function updateWork({ id, ...body }: WorkChange & { id: number }): Promise<ProductionWork> {
  return api.patch<ProductionWork>(`/production/productionitemwork/${id}/`, body);
}

export function useUpdateWork() {
  return useReloadingMutation(updateWork, {
    answerKey: (work) => productionKeys.work(work.id),
    reloads: [productionKeys.production, productionKeys.workOrders],
    together: true,
    silentError: true,
  });
}
