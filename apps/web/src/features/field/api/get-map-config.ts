import { useQuery } from '@tanstack/react-query';
import type { MapConfig } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';

/** GET /fieldsite/google-map — the map key (may be empty) and the open tile map's address and attribution. */
function getMapConfig(signal?: AbortSignal): Promise<MapConfig> {
  return api.get<MapConfig>('/fieldsite/google-map', undefined, signal);
}

export function useMapConfig() {
  return useQuery({ queryKey: fieldKeys.mapConfig, queryFn: ({ signal }) => getMapConfig(signal), staleTime: Infinity, meta: { silentError: true, notFound: 'inline' } });
}
