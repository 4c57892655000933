import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api, type QueryValue } from '../../../lib/api-client';

/**
 * The totals of what an office list's filters and its search box select (all its pages, issue 48 point 4): `GET path`
 * with the list's own query, under the list's key so a write that reloads the list reloads them. A failure shows no
 * totals, never an error over the list.
 */
export function useListTotals<T>(listKey: readonly unknown[], path: string, queryOf: (search: string) => Record<string, QueryValue>) {
  const search = useSearchParams()[0].get('search') ?? '';
  const query = queryOf(search);
  return useQuery({
    queryKey: [...listKey, 'totals', query],
    queryFn: ({ signal }) => api.get<T>(path, query, signal),
    throwOnError: false,
    meta: { silentError: true },
  });
}
