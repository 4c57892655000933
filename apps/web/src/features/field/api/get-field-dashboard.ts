import { useQuery } from '@tanstack/react-query';
import type { FieldDashboard } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';

/** GET /fieldsite/dashboard-data/ — today's visits and, for field staff, its open visit. */
export function getFieldDashboard(signal?: AbortSignal): Promise<FieldDashboard> {
  return api.get<FieldDashboard>('/fieldsite/dashboard-data/', undefined, signal);
}

export function useFieldDashboard() {
  return useQuery({ queryKey: fieldKeys.dashboard, queryFn: ({ signal }) => getFieldDashboard(signal) });
}
