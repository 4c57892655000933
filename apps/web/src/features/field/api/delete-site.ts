import { api } from '../../../lib/api-client';
import { useFieldDelete } from './field-mutations';
import { fieldKeys } from './keys';

/** DELETE /fieldsite/fieldsite/{id}/ */
function deleteSite(id: number): Promise<void> {
  return api.delete(`/fieldsite/fieldsite/${id}/`);
}

export function useDeleteSite() {
  return useFieldDelete(deleteSite, fieldKeys.sites);
}
