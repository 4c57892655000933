import { useMutation, useQueryClient, type InvalidateQueryFilters, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { removePagedRow } from '../components/use-paged-query';

/** What a write reloads: every query under a key, or invalidateQueries' own filters (a predicate, `refetchType`). */
export type Reload = QueryKey | InvalidateQueryFilters;

/** The reloads of a write: fixed, or from its answer and variables (an image added reloads its own work order). */
type Reloads<TData, TVariables> = readonly Reload[] | ((answer: TData, variables: TVariables) => readonly Reload[]);

export interface ReloadOptions<TData, TVariables> {
  reloads: Reloads<TData, TVariables>;
  /** Start every reload at once (Promise.all); by default each waits for the refetch of the one before. */
  together?: boolean;
  /** The screen shows the failure itself (a form's alert and fields, a page's message): no toast from the query client. */
  silentError?: boolean;
}

export interface ReloadingOptions<TData, TVariables> extends ReloadOptions<TData, TVariables> {
  /** The answer is the record as saved: it becomes the data of this detail query before anything reloads. */
  answerKey?: (answer: TData) => QueryKey;
}

/**
 * Invalidates the reloads in their order; the promise ends when their refetches do, so a mutation whose onSuccess
 * returns it stays pending until the screen shows the new data.
 */
async function reloadQueries(queryClient: QueryClient, reloads: readonly Reload[], together = false): Promise<void> {
  const filters = reloads.map((entry): InvalidateQueryFilters => (Array.isArray(entry) ? { queryKey: entry } : (entry as InvalidateQueryFilters)));
  if (together) {
    await Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));
    return;
  }
  for (const filter of filters) await queryClient.invalidateQueries(filter);
}

function reloadsOf<TData, TVariables>(reloads: Reloads<TData, TVariables>, answer: TData, variables: TVariables): readonly Reload[] {
  return typeof reloads === 'function' ? reloads(answer, variables) : reloads;
}

/** A create, update or other write: on success its answer may fill its detail query, then the reloads run. */
export function useReloadingMutation<TData, TVariables = void>(mutationFn: (variables: TVariables) => Promise<TData>, options: ReloadingOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  const { reloads, together, answerKey, silentError } = options;
  return useMutation({
    mutationFn,
    meta: { silentError },
    onSuccess: (answer, variables) => {
      if (answerKey) queryClient.setQueryData(answerKey(answer), answer);
      return reloadQueries(queryClient, reloadsOf(reloads, answer, variables), together);
    },
  });
}

/**
 * A write after which a row leaves a paged list (a delete, a block): the row goes from every cached page of `listKey`
 * at once (docs/product/screens-and-texts.md#confirmations: the row disappears), then the reloads run; by default the list itself reloads.
 */
export function useRemoveRowMutation<TData, TId extends string | number>(
  remove: (id: TId) => Promise<TData>,
  listKey: QueryKey,
  options: Partial<ReloadOptions<TData, TId>> = {},
) {
  const queryClient = useQueryClient();
  const { reloads = [listKey], together, silentError } = options;
  return useMutation({
    mutationFn: remove,
    meta: { silentError },
    onSuccess: (answer, id) => {
      removePagedRow(queryClient, listKey, id);
      return reloadQueries(queryClient, reloadsOf(reloads, answer, id), together);
    },
  });
}
