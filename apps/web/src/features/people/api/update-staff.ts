import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import type { StaffKindConfig } from '../lib/staff-kinds';
import type { StaffRow } from './get-staff';
import { peopleKeys } from './keys';

/** PUT /account/{kind}/{id}/ */
function updateStaff(apiPath: string, id: number | string, input: Record<string, unknown>): Promise<StaffRow> {
  return api.put<StaffRow>(`${apiPath}/${id}/`, input);
}

/** The form shows the failure (its alert and fields), so no toast. */
export function useUpdateStaff(config: StaffKindConfig, id: number | string) {
  return useReloadingMutation((input: Record<string, unknown>) => updateStaff(config.api, id, input), {
    reloads: [peopleKeys.staff(config.kind)],
    silentError: true,
  });
}
