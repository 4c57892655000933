import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import type { StaffKindConfig } from '../lib/staff-kinds';
import type { StaffRow } from './get-staff';
import { peopleKeys } from './keys';

/** POST /account/{kind}/ */
function createStaff(apiPath: string, input: Record<string, unknown>): Promise<StaffRow> {
  return api.post<StaffRow>(`${apiPath}/`, input);
}

/** The form shows the failure (its alert and fields), so no toast. */
export function useCreateStaff(config: StaffKindConfig) {
  return useReloadingMutation((input: Record<string, unknown>) => createStaff(config.api, input), {
    reloads: [peopleKeys.staff(config.kind)],
    silentError: true,
  });
}
