import { useQuery } from '@tanstack/react-query';
import type { FinishedProductLookup } from '@steelworks/contract/schedule';
import { api } from '../../../lib/api-client';

/** POST /supervisor/finished-product-id/ {id} — the schedule item of that id, or 404. */
function lookupScheduleItem(id: string): Promise<FinishedProductLookup> {
  return api.post<FinishedProductLookup>('/supervisor/finished-product-id/', { id });
}

export function useScheduleItemLookup(id: string) {
  return useQuery({
    queryKey: ['schedule-items', 'lookup', id],
    queryFn: () => lookupScheduleItem(id),
    enabled: id.trim().length > 0,
    retry: false,
    // An unknown id is answered on the form ("No schedule item with this id"), not by the 404 page.
    meta: { silentError: true, notFound: 'inline' },
  });
}
