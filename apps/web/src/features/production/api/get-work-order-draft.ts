import { useQuery } from '@tanstack/react-query';
import type { WorkOrderDraft } from '@steelworks/contract/workorder';
import { api } from '../../../lib/api-client';
import { productionKeys } from './keys';

/** GET /workorders/from-order/{id}/: the form pre-filled from an approved dealer order. */
function getWorkOrderDraft(orderId: number, signal?: AbortSignal): Promise<WorkOrderDraft> {
  return api.get<WorkOrderDraft>(`/workorders/from-order/${orderId}/`, undefined, signal);
}

export function useWorkOrderDraft(orderId: number | undefined) {
  return useQuery({ queryKey: productionKeys.draft(orderId ?? 0), queryFn: ({ signal }) => getWorkOrderDraft(orderId!, signal), enabled: !!orderId });
}
