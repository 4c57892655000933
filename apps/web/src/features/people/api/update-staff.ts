import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StaffKindConfig } from '../lib/staff-kinds';
import type { StaffRow } from './get-staff';
import { peopleKeys } from './keys';

/** PUT /account/{kind}/{id}/ */
export function updateStaff(apiPath: string, id: number | string, input: Record<string, unknown>): Promise<StaffRow> {
  return api.put<StaffRow>(`${apiPath}/${id}/`, input);
}

export function useUpdateStaff(config: StaffKindConfig, id: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the failure (its alert and fields), so no toast.
    meta: { silentError: true },
    mutationFn: (input: Record<string, unknown>) => updateStaff(config.api, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.staff(config.kind) }),
  });
}
