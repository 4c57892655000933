import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Supervisor } from '@steelworks/contract/supervisor';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** POST /supervisor/supervisor/ */
export function createSupervisor(input: Record<string, unknown>): Promise<Supervisor> {
  return api.post<Supervisor>('/supervisor/supervisor/', input);
}

export function useCreateSupervisor() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the failure (its alert and fields), so no toast.
    meta: { silentError: true },
    mutationFn: createSupervisor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.supervisors }),
  });
}
