import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged } from '@steelworks/contract/common/pagination';
import type { FieldStaff } from '@steelworks/contract/field';
import { fieldKeys } from './keys';

/** The staff picker's choices: up to 100 names matching what is typed (typeahead). */
function getFieldStaffOptions(search: string, signal?: AbortSignal): Promise<Paged<FieldStaff>> {
  return api.get<Paged<FieldStaff>>('/fieldsite/fieldstaff', { search, limit: 100, sort: 'full_name' }, signal);
}

export function useFieldStaffOptions(search: string) {
  return useQuery({
    queryKey: [...fieldKeys.staff, 'options', search],
    queryFn: ({ signal }) => getFieldStaffOptions(search, signal),
    staleTime: 30_000,
  });
}
