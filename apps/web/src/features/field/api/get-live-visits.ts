import { useQuery } from '@tanstack/react-query';
import type { LiveVisit } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';

/** GET /fieldsite/live-visits — today's visits for the live map. */
function getLiveVisits(signal?: AbortSignal): Promise<LiveVisit[]> {
  return api.get<LiveVisit[]>('/fieldsite/live-visits', undefined, signal);
}

/** Refreshes itself every 30 seconds while the page is open. */
export function useLiveVisits() {
  return useQuery({ queryKey: fieldKeys.live, queryFn: ({ signal }) => getLiveVisits(signal), refetchInterval: 30_000 });
}
