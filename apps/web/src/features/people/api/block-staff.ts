import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StaffKindConfig } from '../lib/staff-kinds';
import { peopleKeys } from './keys';

/** DELETE /account/{kind}/{id}/ — "Block Account". */
export function blockStaff(apiPath: string, id: number | string): Promise<void> {
  return api.delete(`${apiPath}/${id}/`);
}

export function useBlockStaff(config: StaffKindConfig) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | string) => blockStaff(config.api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.staff(config.kind) }),
  });
}
