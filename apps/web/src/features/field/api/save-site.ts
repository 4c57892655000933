import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldSite } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';

/** POST /fieldsite/fieldsite/ or, with an id, PUT /fieldsite/fieldsite/{id}/ (the one site form does both). */
export function saveSite(id: string | undefined, input: Record<string, unknown>): Promise<FieldSite> {
  return id ? api.put<FieldSite>(`/fieldsite/fieldsite/${id}/`, input) : api.post<FieldSite>('/fieldsite/fieldsite/', input);
}

export function useSaveSite(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: (input: Record<string, unknown>) => saveSite(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fieldKeys.all }),
  });
}
