import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Supervisor } from '@steelworks/contract/supervisor';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** PUT /supervisor/supervisor/{id}/ */
export function updateSupervisor(id: number | string, input: Record<string, unknown>): Promise<Supervisor> {
  return api.put<Supervisor>(`/supervisor/supervisor/${id}/`, input);
}

export function useUpdateSupervisor(id: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the failure (its alert and fields), so no toast.
    meta: { silentError: true },
    mutationFn: (input: Record<string, unknown>) => updateSupervisor(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.supervisors }),
  });
}
