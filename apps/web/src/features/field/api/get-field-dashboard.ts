import { useQuery } from '@tanstack/react-query';
import type { FieldDashboard } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
import { readThrough } from '../../../lib/offline/day-cache';
import { fieldKeys } from './keys';

export const FIELD_HOME_CACHE_KEY = 'field-home';

/**
 * GET /fieldsite/dashboard-data/ — today's visits and, for field staff, its open visit. Kept on the phone and answered
 * from there without network (issue 33 point 5).
 */
function getFieldDashboard(signal?: AbortSignal): Promise<FieldDashboard> {
  return readThrough(FIELD_HOME_CACHE_KEY, () => api.get<FieldDashboard>('/fieldsite/dashboard-data/', undefined, signal));
}

export function useFieldDashboard() {
  return useQuery({ queryKey: fieldKeys.dashboard, queryFn: ({ signal }) => getFieldDashboard(signal), networkMode: 'always' });
}
