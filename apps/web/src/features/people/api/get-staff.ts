import type { Paged } from '@steelworks/contract/common/pagination';
import type { Worker } from '@steelworks/contract/staff';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import type { StaffKindConfig } from '../lib/staff-kinds';
import { peopleKeys } from './keys';

/** A staff member as the lists show it; workers also carry their designations. */
export type StaffRow = Omit<Worker, 'designation' | 'designation_details'> & Partial<Pick<Worker, 'designation' | 'designation_details'>>;

/** GET /account/{kind}/ — searchable, sortable by name (`sort=full_name` / `-full_name`). */
function getStaffList(
  apiPath: string,
  params: PagedParams & { sort?: string; blocked?: boolean },
  signal?: AbortSignal,
): Promise<Paged<StaffRow>> {
  return api.get<Paged<StaffRow>>(
    `${apiPath}/`,
    { page: params.page, search: params.search, sort: params.sort, blocked: params.blocked || undefined },
    signal,
  );
}

/** `blocked`: the Blocked view. */
export function useStaffList(config: StaffKindConfig, sort: string | undefined, blocked = false) {
  return usePagedQuery(
    peopleKeys.staff(config.kind),
    (params: PagedParams & { sort?: string; blocked?: boolean }, signal) => getStaffList(config.api, params, signal),
    { sort, blocked },
    { csvPath: `${config.api}/` },
  );
}
