import type { FieldSite } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
import { useFieldSave } from './field-mutations';

/** POST /fieldsite/fieldsite/ or, with an id, PUT /fieldsite/fieldsite/{id}/ (the one site form does both). */
function saveSite(id: string | undefined, input: Record<string, unknown>): Promise<FieldSite> {
  return id ? api.put<FieldSite>(`/fieldsite/fieldsite/${id}/`, input) : api.post<FieldSite>('/fieldsite/fieldsite/', input);
}

export function useSaveSite(id?: string) {
  return useFieldSave((input: Record<string, unknown>) => saveSite(id, input));
}
