import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { peopleKeys, refreshAfterBlock } from './keys';

/** DELETE /supervisor/supervisor/{id}/ — "Block Account". */
export function blockSupervisor(id: number | string): Promise<void> {
  return api.delete(`/supervisor/supervisor/${id}/`);
}

export function useBlockSupervisor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockSupervisor,
    onSuccess: (_answer, id) => refreshAfterBlock(queryClient, peopleKeys.supervisors, id, peopleKeys.supervisor(id)),
  });
}
