import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { peopleKeys, refreshAfterBlock } from './keys';

/** DELETE /dealer/dealer/{id}/ — "Remove Profile" blocks the account; its orders stay. */
export function blockDealer(id: number | string): Promise<void> {
  return api.delete(`/dealer/dealer/${id}/`);
}

export function useBlockDealer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockDealer,
    onSuccess: (_answer, id) => refreshAfterBlock(queryClient, peopleKeys.dealers, id, peopleKeys.dealer(id)),
  });
}
