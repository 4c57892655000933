import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterBlock } from './keys';

/** POST {collection}/{id}/unblock/ — the person is back in its list and may sign in again (admin; managers). */
export function unblockPerson(collection: string, id: number): Promise<unknown> {
  return api.post(`${collection}/${id}/unblock/`);
}

/** Unblock from a Blocked view; a refusal is one toast (the query client's). */
export function useUnblockPerson(collection: string, listKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unblockPerson(collection, id),
    onSuccess: (_answer, id) => refreshAfterBlock(queryClient, listKey, id),
  });
}
