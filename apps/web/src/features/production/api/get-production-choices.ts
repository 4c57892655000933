import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productionKeys } from './keys';

export type ProductionChoices = { work_types: string[]; production_status: string[] };

/** GET /production/choices/: work types (in their order) and production statuses. */
function getProductionChoices(signal?: AbortSignal): Promise<ProductionChoices> {
  return api.get<ProductionChoices>('/production/choices/', undefined, signal);
}

/** `enabled` false: nothing is requested (a closed dialog, or a role that may not read the choices). */
export function useProductionChoices(enabled = true) {
  return useQuery({ queryKey: productionKeys.choices, queryFn: ({ signal }) => getProductionChoices(signal), staleTime: Infinity, enabled });
}
