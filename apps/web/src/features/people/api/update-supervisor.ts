import type { Supervisor } from '@steelworks/contract/supervisor';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { peopleKeys } from './keys';

/** PUT /supervisor/supervisor/{id}/ */
function updateSupervisor(id: number | string, input: Record<string, unknown>): Promise<Supervisor> {
  return api.put<Supervisor>(`/supervisor/supervisor/${id}/`, input);
}

/** The form shows the failure (its alert and fields), so no toast. */
export function useUpdateSupervisor(id: number | string) {
  return useReloadingMutation((input: Record<string, unknown>) => updateSupervisor(id, input), {
    reloads: [peopleKeys.supervisors],
    silentError: true,
  });
}
