import type { VisitEntry } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
import { useFieldSave } from './field-mutations';

/** POST /fieldsite/visitentry/ or, with an id, PUT /fieldsite/visitentry/{id}/ */
function saveVisit(id: string | undefined, input: Record<string, unknown>): Promise<VisitEntry> {
  return id ? api.put<VisitEntry>(`/fieldsite/visitentry/${id}/`, input) : api.post<VisitEntry>('/fieldsite/visitentry/', input);
}

export function useSaveVisit(id?: string) {
  return useFieldSave((input: Record<string, unknown>) => saveVisit(id, input));
}
