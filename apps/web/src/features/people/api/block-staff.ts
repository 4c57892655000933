import { api } from '../../../lib/api-client';
import type { StaffKindConfig } from '../lib/staff-kinds';
import { useBlockMutation } from './block-mutation';
import { peopleKeys } from './keys';

/** DELETE /account/{kind}/{id}/ — "Block Account". */
function blockStaff(apiPath: string, id: number | string): Promise<void> {
  return api.delete(`${apiPath}/${id}/`);
}

export function useBlockStaff(config: StaffKindConfig) {
  return useBlockMutation(
    (id: number | string) => blockStaff(config.api, id),
    peopleKeys.staff(config.kind),
    (id) => peopleKeys.staffMember(config.kind, id),
  );
}
