import { api } from '../../../lib/api-client';
import { useFieldDelete } from './field-mutations';
import { fieldKeys } from './keys';

/** DELETE /fieldsite/visitentry/{id}/ */
function deleteVisit(id: number): Promise<void> {
  return api.delete(`/fieldsite/visitentry/${id}/`);
}

export function useDeleteVisit() {
  return useFieldDelete(deleteVisit, fieldKeys.visits);
}
