import { useQuery } from '@tanstack/react-query';
import type { WorkOrderChoices } from '@steelworks/contract/workorder';
import { api } from '../../../lib/api-client';
import { productionKeys } from './keys';

/** GET /workorders/choices/: the select lists of the work order form. */
function getWorkOrderChoices(signal?: AbortSignal): Promise<WorkOrderChoices> {
  return api.get<WorkOrderChoices>('/workorders/choices/', undefined, signal);
}

export function useWorkOrderChoices() {
  return useQuery({ queryKey: productionKeys.workOrderChoices, queryFn: ({ signal }) => getWorkOrderChoices(signal), staleTime: Infinity });
}
