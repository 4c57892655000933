import type { ProductionWork } from '@steelworks/contract/production';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { productionKeys } from './keys';

type AssignBody = {
  work_type: string;
  worker: number;
  status: string;
  expected_date?: string;
  finished_date?: string;
  note?: string;
  production_items: number[];
};

/** POST /production/productionitemwork/: one work per selected production item. */
function assignWorks(body: AssignBody): Promise<ProductionWork[]> {
  return api.post<ProductionWork[]>('/production/productionitemwork/', body);
}

export function useAssignWorks() {
  return useReloadingMutation(assignWorks, { reloads: [productionKeys.production, productionKeys.workOrders], together: true, silentError: true });
}
