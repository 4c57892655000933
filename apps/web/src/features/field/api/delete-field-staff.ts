import { api } from '../../../lib/api-client';
import { useFieldDelete } from './field-mutations';
import { fieldKeys } from './keys';

/** DELETE /fieldsite/fieldstaff/{id}/ (blocks the account; its visits stay). */
function deleteFieldStaff(id: number): Promise<void> {
  return api.delete(`/fieldsite/fieldstaff/${id}/`);
}

export function useDeleteFieldStaff() {
  return useFieldDelete(deleteFieldStaff, fieldKeys.staff);
}
