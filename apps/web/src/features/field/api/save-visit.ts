import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisitEntry } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';

/** POST /fieldsite/visitentry/ or, with an id, PUT /fieldsite/visitentry/{id}/ */
export function saveVisit(id: string | undefined, input: Record<string, unknown>): Promise<VisitEntry> {
  return id ? api.put<VisitEntry>(`/fieldsite/visitentry/${id}/`, input) : api.post<VisitEntry>('/fieldsite/visitentry/', input);
}

export function useSaveVisit(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silentError: true },
    mutationFn: (input: Record<string, unknown>) => saveVisit(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fieldKeys.all }),
  });
}
