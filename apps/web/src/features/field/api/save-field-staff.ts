import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldStaff } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';

/** POST /fieldsite/fieldstaff/ or, with an id, PUT /fieldsite/fieldstaff/{id}/ (the one modal does both). */
export function saveFieldStaff(id: number | undefined, input: Record<string, unknown>): Promise<FieldStaff> {
  return id ? api.put<FieldStaff>(`/fieldsite/fieldstaff/${id}/`, input) : api.post<FieldStaff>('/fieldsite/fieldstaff/', input);
}

export function useSaveFieldStaff(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The modal shows the failure in its red alert and under the fields.
    meta: { silentError: true },
    mutationFn: (input: Record<string, unknown>) => saveFieldStaff(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fieldKeys.all }),
  });
}
