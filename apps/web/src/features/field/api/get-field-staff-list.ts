import type { Paged } from '@steelworks/contract/common/pagination';
import type { FieldStaff } from '@steelworks/contract/field';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';

/** GET /fieldsite/fieldstaff — search, page, limit (10), sort. */
function getFieldStaffList(params: PagedParams & { limit?: number }, signal?: AbortSignal): Promise<Paged<FieldStaff>> {
  return api.get<Paged<FieldStaff>>('/fieldsite/fieldstaff', { page: params.page, search: params.search, limit: params.limit ?? 10 }, signal);
}

export function useFieldStaffList() {
  return usePagedQuery(fieldKeys.staff, getFieldStaffList, undefined, { csvPath: '/fieldsite/fieldstaff' });
}
