import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * The queryOptions of one record read by its id: the key from the feature's key factory (`sheetKeys.sheet`), the
 * fetcher given the id and the query's abort signal. Pages use them to prefetch or read the same cache as the hook.
 */
export function recordQueryOptions<T, TId, TKey extends QueryKey>(
  key: (id: TId) => TKey,
  fetch: (id: TId, signal: AbortSignal) => Promise<T>,
) {
  return (id: TId) => queryOptions({ queryKey: key(id), queryFn: ({ signal }) => fetch(id, signal) });
}
