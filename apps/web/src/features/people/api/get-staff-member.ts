import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StaffKindConfig } from '../lib/staff-kinds';
import type { StaffRow } from './get-staff';
import { peopleKeys } from './keys';

/** GET /account/{kind}/{id}/ */
function getStaffMember(apiPath: string, id: number | string, signal?: AbortSignal): Promise<StaffRow> {
  return api.get<StaffRow>(`${apiPath}/${id}/`, undefined, signal);
}

const staffMemberQueryOptions = (config: StaffKindConfig, id: number | string) =>
  queryOptions({ queryKey: peopleKeys.staffMember(config.kind, id), queryFn: ({ signal }) => getStaffMember(config.api, id, signal) });

export function useStaffMember(config: StaffKindConfig, id: number | string) {
  return useQuery(staffMemberQueryOptions(config, id));
}
