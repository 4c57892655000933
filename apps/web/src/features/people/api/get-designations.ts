import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Designation } from '@steelworks/contract/staff';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** GET /account/designation/ — the trades a worker can hold. */
function getDesignations(signal?: AbortSignal): Promise<Designation[]> {
  return api.get<Designation[]>('/account/designation/', undefined, signal);
}

const designationsQueryOptions = () =>
  queryOptions({ queryKey: peopleKeys.designations, queryFn: ({ signal }) => getDesignations(signal), staleTime: 10 * 60_000 });

export function useDesignations() {
  return useQuery(designationsQueryOptions());
}
