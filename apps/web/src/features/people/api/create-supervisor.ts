import type { Supervisor } from '@steelworks/contract/supervisor';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { peopleKeys } from './keys';

/** POST /supervisor/supervisor/ */
function createSupervisor(input: Record<string, unknown>): Promise<Supervisor> {
  return api.post<Supervisor>('/supervisor/supervisor/', input);
}

/** The form shows the failure (its alert and fields), so no toast. */
export function useCreateSupervisor() {
  return useReloadingMutation(createSupervisor, { reloads: [peopleKeys.supervisors], silentError: true });
}
