import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { removePagedRow } from '../../../components/use-paged-query';

/** Query keys of the people feature; invalidating a prefix reloads every page of it. */
export const peopleKeys = {
  dealers: ['people', 'dealers'] as const,
  dealer: (id: number | string) => ['people', 'dealers', 'detail', String(id)] as const,
  supervisors: ['people', 'supervisors'] as const,
  supervisor: (id: number | string) => ['people', 'supervisors', 'detail', String(id)] as const,
  transactions: ['people', 'transactions'] as const,
  dailyWork: ['people', 'daily-work'] as const,
  staff: (kind: string) => ['people', 'staff', kind] as const,
  staffMember: (kind: string, id: number | string) => ['people', 'staff', kind, 'detail', String(id)] as const,
  designations: ['people', 'designations'] as const,
};

/**
 * After a Block Account (or an Unblock): the lists under `listKey` reload, and the person's own page (`detailKey`)
 * is only marked stale. Fetching it again while it is still on screen would answer 404 for a blocked person and
 * show an error right after the success (docs/decisions/011-error-pattern.md).
 */
export async function refreshAfterBlock(queryClient: QueryClient, listKey: QueryKey, id: number | string, detailKey?: QueryKey): Promise<void> {
  // The person leaves the list on screen at once (the active list after a block, the Blocked list after an unblock).
  removePagedRow(queryClient, listKey, id);
  if (detailKey) await queryClient.invalidateQueries({ queryKey: detailKey, refetchType: 'none' });
  await queryClient.invalidateQueries({ queryKey: listKey, predicate: (query) => !query.queryKey.includes('detail') });
}
