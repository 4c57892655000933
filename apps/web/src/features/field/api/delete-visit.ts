import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';
import { removePagedRow } from '../../../components/use-paged-query';

/** DELETE /fieldsite/visitentry/{id}/ */
export function deleteVisit(id: number): Promise<void> {
  return api.delete(`/fieldsite/visitentry/${id}/`);
}

export function useDeleteVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVisit,
    onSuccess: (_answer, id) => {
      removePagedRow(queryClient, fieldKeys.visits, id);
      return queryClient.invalidateQueries({ queryKey: fieldKeys.all, predicate: (q) => !q.queryKey.includes('detail') });
    },
  });
}
