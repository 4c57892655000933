import type { FieldStaff } from '@steelworks/contract/field';
import { api } from '../../../lib/api-client';
import { useFieldSave } from './field-mutations';

/** POST /fieldsite/fieldstaff/ or, with an id, PUT /fieldsite/fieldstaff/{id}/ (the one modal does both). */
function saveFieldStaff(id: number | undefined, input: Record<string, unknown>): Promise<FieldStaff> {
  return id ? api.put<FieldStaff>(`/fieldsite/fieldstaff/${id}/`, input) : api.post<FieldStaff>('/fieldsite/fieldstaff/', input);
}

export function useSaveFieldStaff(id?: number) {
  return useFieldSave((input: Record<string, unknown>) => saveFieldStaff(id, input));
}
