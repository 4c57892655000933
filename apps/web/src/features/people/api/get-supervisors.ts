import type { Paged } from '@steelworks/contract/common/pagination';
import type { Supervisor } from '@steelworks/contract/supervisor';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** GET /supervisor/supervisor/ — searchable, 10 a page (a picker may ask for up to 100 with `limit`). */
export function getSupervisors(params: PagedParams & { limit?: number; blocked?: boolean }, signal?: AbortSignal): Promise<Paged<Supervisor>> {
  return api.get<Paged<Supervisor>>(
    '/supervisor/supervisor/',
    { page: params.page, search: params.search, limit: params.limit, blocked: params.blocked || undefined },
    signal,
  );
}

/** `blocked`: the Blocked view. */
export function useSupervisors(blocked = false) {
  return usePagedQuery(peopleKeys.supervisors, getSupervisors, { blocked }, { csvPath: '/supervisor/supervisor/' });
}
