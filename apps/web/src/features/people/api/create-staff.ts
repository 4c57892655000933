import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StaffKindConfig } from '../lib/staff-kinds';
import type { StaffRow } from './get-staff';
import { peopleKeys } from './keys';

/** POST /account/{kind}/ */
export function createStaff(apiPath: string, input: Record<string, unknown>): Promise<StaffRow> {
  return api.post<StaffRow>(`${apiPath}/`, input);
}

export function useCreateStaff(config: StaffKindConfig) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the failure (its alert and fields), so no toast.
    meta: { silentError: true },
    mutationFn: (input: Record<string, unknown>) => createStaff(config.api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.staff(config.kind) }),
  });
}
