import { useMutation } from '@tanstack/react-query';
import type { Place } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';

/** GET /fieldsite/google-map-search?query= — at most 10 places; 503 when no geocoder is configured or reachable. */
function searchPlaces(query: string): Promise<{ results: Place[] }> {
  return api.get<{ results: Place[] }>('/fieldsite/google-map-search', { query });
}

export function useSearchPlaces() {
  return useMutation({ mutationFn: searchPlaces, meta: { silentError: true } });
}
