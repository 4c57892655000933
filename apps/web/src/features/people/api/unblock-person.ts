import type { QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useBlockMutation } from './block-mutation';

/** POST {collection}/{id}/unblock/ — the person is back in its list and may sign in again (admin; managers). */
function unblockPerson(collection: string, id: number): Promise<unknown> {
  return api.post(`${collection}/${id}/unblock/`);
}

/** Unblock from a Blocked view; a refusal is one toast (the query client's). */
export function useUnblockPerson(collection: string, listKey: QueryKey) {
  return useBlockMutation((id: number) => unblockPerson(collection, id), listKey);
}
