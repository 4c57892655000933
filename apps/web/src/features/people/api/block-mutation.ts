import type { QueryKey } from '@tanstack/react-query';
import { useRemoveRowMutation } from '../../../lib/list-mutations';

/**
 * A Block Account (or an Unblock): the person leaves the list on screen at once (the active list after a block, the
 * Blocked list after an unblock), then the lists under `listKey` reload, and the person's own page (`detailKey`) is
 * only marked stale. Fetching it again while it is still on screen would answer 404 for a blocked person and show an
 * error right after the success (docs/decisions/011-error-pattern.md).
 */
export function useBlockMutation<TData, TId extends number | string>(
  block: (id: TId) => Promise<TData>,
  listKey: QueryKey,
  detailKey?: (id: TId) => QueryKey,
) {
  return useRemoveRowMutation(block, listKey, {
    reloads: (_answer, id) => [
      ...(detailKey ? [{ queryKey: detailKey(id), refetchType: 'none' as const }] : []),
      { queryKey: listKey, predicate: (query) => !query.queryKey.includes('detail') },
    ],
  });
}
