import { keepPreviousData, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { pageCount, type Paged } from '@steelworks/contract/common/pagination';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { downloadFile, type QueryValue } from '../lib/api-client';

export interface PagedParams {
  page: number;
  search: string;
}

/** One request per page: gets the page/search plus the caller's own params, answers {count,next,previous,results}. */
export type PagedFetcher<T, P extends object> = (params: PagedParams & P, signal?: AbortSignal) => Promise<Paged<T>>;

export interface UsePagedQueryOptions {
  /** URL query names; change them when a page has two paged tables (e.g. `bal_page`). */
  pageParam?: string;
  searchParam?: string;
  enabled?: boolean;
  /** The fetcher answers from the phone's saved copy without network (lib/offline/day-cache.ts): run it offline too. */
  worksOffline?: boolean;
  /**
   * The list's API path: the table then offers "Export CSV" of every matching row (`?format=csv` with the list's
   * search and params, docs/product/lists-and-counts.md#csv-export). `csvQuery` maps the params when they are not the API's own names.
   */
  csvPath?: string;
  csvQuery?: (params: Record<string, unknown> & { search: string }) => Record<string, QueryValue>;
}

export interface PagedQuery<T> {
  rows: T[];
  count: number;
  /**
   * The server counted no further (docs/product/lists-and-counts.md#capped-counts): above 10,000 matches `count` is its estimate; with
   * `countIsCapped`, a search matched more than 1,000 rows and `count` is 1,000, a lower bound.
   */
  countIsEstimate: boolean;
  countIsCapped: boolean;
  /** The shown page, clamped between 1 and the last page. */
  page: number;
  /** The count's last page; past a count that stopped, at least the page after the shown one while the server links it. */
  lastPage: number;
  search: string;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  setPage: (page: number) => void;
  /** Sets the search text and goes back to page 1. */
  setSearch: (search: string) => void;
  refetch: () => void;
  /** Downloads every matching row as CSV; only for lists given a `csvPath`. */
  exportCsv?: () => Promise<void>;
}

function readPage(value: string | null): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

/** The cache key of one page of a paged list: `[...key, {page, search, ...params}]`. */
function pagedQueryKey(key: QueryKey, params: object | undefined, page: number, search: string): QueryKey {
  return [...key, { ...params, page, search }];
}

/**
 * Starts a paged list's request before its screen has loaded (from a route `loader`, which runs beside the screen's
 * chunks), under the key the screen's `usePagedQuery` reads with the same key, params and URL names: the phone's
 * list arrives one round trip earlier (issue 33 point 7).
 */
export function prefetchPagedQuery<T, P extends object = Record<string, never>>(
  client: QueryClient,
  url: URL,
  key: QueryKey,
  fetcher: PagedFetcher<T, P>,
  params?: P,
  { pageParam = 'page', searchParam = 'search' }: Pick<UsePagedQueryOptions, 'pageParam' | 'searchParam'> = {},
): Promise<void> {
  const page = readPage(url.searchParams.get(pageParam));
  const search = url.searchParams.get(searchParam) ?? '';
  return client.prefetchQuery({
    queryKey: pagedQueryKey(key, params, page, search),
    queryFn: ({ signal }) => fetcher({ ...(params as P), page, search }, signal),
  });
}

/**
 * A paged list whose page and search live in the URL (?page=&search=), so back/forward and deep links work.
 * The query key is `[...key, {page, search, ...params}]`; invalidate `key` to reload every page.
 */
export function usePagedQuery<T, P extends object = Record<string, never>>(
  key: QueryKey,
  fetcher: PagedFetcher<T, P>,
  params?: P,
  options: UsePagedQueryOptions = {},
): PagedQuery<T> {
  const { pageParam = 'page', searchParam = 'search', enabled = true, worksOffline = false, csvPath, csvQuery = plainQuery } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedPage = readPage(searchParams.get(pageParam));
  const search = searchParams.get(searchParam) ?? '';

  const query = useQuery({
    queryKey: pagedQueryKey(key, params, requestedPage, search),
    queryFn: ({ signal }) => fetcher({ ...(params as P), page: requestedPage, search }, signal),
    placeholderData: keepPreviousData,
    enabled,
    ...(worksOffline ? { networkMode: 'always' as const } : {}),
  });

  const count = query.data?.count ?? 0;
  const page = query.data ? answeredPage(query.data, requestedPage, pageParam) : requestedPage;
  // A count that stopped (1,000+, 10,000+) is not the end of the list: the server's `next` says whether more follow.
  const lastPage =
    query.data?.count_is_estimate ? Math.max(pageCount(count), page + (query.data.next ? 1 : 0)) : pageCount(count);

  // The URL as of the latest render: a debounced search firing after another filter changed (a tab, Active/Blocked)
  // must build on that change, not on the URL its callback was made with (React Router hands a function updater the
  // search params of the render that created the setter).
  const latestParams = useRef(searchParams);
  latestParams.current = searchParams;
  const writeParams = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setSearchParams(
        () => {
          const next = new URLSearchParams(latestParams.current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );

  const settled = !!query.data && !query.isPlaceholderData;
  useEffect(() => {
    // A deep link past the end (or a list that shrank) shows the last page; make the URL say so.
    if (settled && requestedPage > lastPage) writeParams({ [pageParam]: lastPage > 1 ? String(lastPage) : null }, true);
  }, [settled, requestedPage, lastPage, pageParam, writeParams]);

  const setPage = useCallback(
    (next: number) => {
      const clamped = Math.min(Math.max(1, Math.floor(next)), lastPage);
      writeParams({ [pageParam]: clamped > 1 ? String(clamped) : null });
    },
    [lastPage, pageParam, writeParams],
  );

  const setSearch = useCallback(
    (text: string) => writeParams({ [searchParam]: text.trim() || null, [pageParam]: null }),
    [pageParam, searchParam, writeParams],
  );

  return {
    rows: query.data?.results ?? [],
    count,
    countIsEstimate: query.data?.count_is_estimate ?? false,
    countIsCapped: query.data?.count_capped ?? false,
    page,
    lastPage,
    search,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
    setPage,
    setSearch,
    refetch: () => void query.refetch(),
    exportCsv: csvPath
      ? () => {
          const name = csvPath.split('/').filter(Boolean).join('-');
          return downloadFile(csvPath, { ...csvQuery({ ...params, search }), format: 'csv' }, `${name}.csv`);
        }
      : undefined,
  };
}

/**
 * The page the server answered: the asked one up to the count's last page. Past it, a list whose count stopped answers
 * the asked page when it has rows (its `previous` then names the page before it) and the last page otherwise.
 */
function answeredPage(data: Paged<unknown>, requested: number, pageParam: string): number {
  const last = pageCount(data.count);
  if (requested <= last) return requested;
  if (!data.count_is_estimate || data.results.length === 0 || !data.previous) return last;
  const before = Number(new URL(data.previous, 'http://link.invalid').searchParams.get(pageParam));
  return before + 1 === requested ? requested : last;
}

/** The list's params as the API's query: unset and false flags left out (a false filter means "not filtered"). */
function plainQuery(params: Record<string, unknown>): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === false || value === undefined || value === null) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query[name] = value;
  }
  return query;
}

/**
 * Takes a deleted record out of every cached page of a list at once (docs/product/screens-and-texts.md#confirmations: the row disappears), before the
 * list reloads from the server. `key` is the list's query key; only its own pages (the key plus their page params)
 * change, not lists nested under a record's page (a dealer's orders).
 */
export function removePagedRow(queryClient: QueryClient, key: QueryKey, id: string | number) {
  const ownPage = { queryKey: key, predicate: (query: { queryKey: QueryKey }) => query.queryKey.length === key.length + 1 };
  queryClient.setQueriesData<Paged<{ id?: unknown }>>(ownPage, (data) => {
    if (!data || !Array.isArray(data.results)) return data;
    const results = data.results.filter((row) => String(row.id) !== String(id));
    if (results.length === data.results.length) return data;
    return { ...data, results, count: Math.max(0, data.count - 1) };
  });
}
