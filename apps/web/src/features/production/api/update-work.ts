import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductionWork } from '@steelworks/contract/production';
import { api } from '../../../lib/api-client';
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
export function updateWork({ id, ...body }: WorkChange & { id: number }): Promise<ProductionWork> {
  return api.patch<ProductionWork>(`/production/productionitemwork/${id}/`, body);
}

export function useUpdateWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWork,
    meta: { silentError: true },
    onSuccess: (work) => {
      queryClient.setQueryData(productionKeys.work(work.id), work);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productionKeys.production }),
        queryClient.invalidateQueries({ queryKey: productionKeys.workOrders }),
      ]);
    },
  });
}
