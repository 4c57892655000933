import { useQuery } from '@tanstack/react-query';
import type { DefectsSummary } from '@steelworks/contract/production';
import { api } from '../../../lib/api-client';
import { productionKeys } from './keys';

/** GET /production/defects/?from&to: defects per work type and worker. */
function getDefects(from: string, to: string, signal?: AbortSignal): Promise<DefectsSummary> {
  return api.get<DefectsSummary>('/production/defects/', { from, to }, signal);
}

export function useDefects(from: string, to: string) {
  return useQuery({ queryKey: productionKeys.defects(from, to), queryFn: ({ signal }) => getDefects(from, to, signal) });
}
