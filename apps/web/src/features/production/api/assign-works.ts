import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductionWork } from '@steelworks/contract/production';
import { api } from '../../../lib/api-client';
import { productionKeys } from './keys';

export type AssignBody = {
  work_type: string;
  worker: number;
  status: string;
  expected_date?: string;
  finished_date?: string;
  note?: string;
  production_items: number[];
};

/** POST /production/productionitemwork/: one work per selected production item. */
export function assignWorks(body: AssignBody): Promise<ProductionWork[]> {
  return api.post<ProductionWork[]>('/production/productionitemwork/', body);
}

export function useAssignWorks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignWorks,
    meta: { silentError: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productionKeys.production }),
        queryClient.invalidateQueries({ queryKey: productionKeys.workOrders }),
      ]),
  });
}
