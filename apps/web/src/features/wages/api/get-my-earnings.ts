import { useQuery } from '@tanstack/react-query';
import type { MyEarnings } from '@steelworks/contract/wages';
import { api } from '../../../lib/api-client';
import { readThrough } from '../../../lib/offline/day-cache';
import { wagesKeys } from './keys';

/** The phone's saved copy of the worker's earnings (the day cache, like My works). */
export const myEarningsCacheKey = 'my-earnings';

/** GET /wages/my-earnings/: today's and this month's earnings of the signed-in worker; offline, the saved copy. */
export function useMyEarnings() {
  return useQuery({
    queryKey: wagesKeys.mine,
    queryFn: ({ signal }) => readThrough(myEarningsCacheKey, () => api.get<MyEarnings>('/wages/my-earnings/', undefined, signal)),
    meta: { silentError: true, notFound: 'inline' },
  });
}
