import { useQuery } from '@tanstack/react-query';
import type { FieldStaff } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';

/** GET /fieldsite/fieldstaff/{id}/ */
function getFieldStaff(id: string, signal?: AbortSignal): Promise<FieldStaff> {
  return api.get<FieldStaff>(`/fieldsite/fieldstaff/${id}/`, undefined, signal);
}

export function useFieldStaff(id: string | undefined) {
  return useQuery({ queryKey: fieldKeys.staffMember(id ?? ''), queryFn: ({ signal }) => getFieldStaff(id!, signal), enabled: !!id });
}
