import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StaffKindConfig } from '../lib/staff-kinds';
import { peopleKeys, refreshAfterBlock } from './keys';

/** DELETE /account/{kind}/{id}/ — "Block Account". */
export function blockStaff(apiPath: string, id: number | string): Promise<void> {
  return api.delete(`${apiPath}/${id}/`);
}

export function useBlockStaff(config: StaffKindConfig) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | string) => blockStaff(config.api, id),
    onSuccess: (_answer, id) => refreshAfterBlock(queryClient, peopleKeys.staff(config.kind), id, peopleKeys.staffMember(config.kind, id)),
  });
}
