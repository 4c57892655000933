import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';
import { removePagedRow } from '../../../components/use-paged-query';

/** DELETE /fieldsite/fieldsite/{id}/ */
export function deleteSite(id: number): Promise<void> {
  return api.delete(`/fieldsite/fieldsite/${id}/`);
}

export function useDeleteSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSite,
    onSuccess: (_answer, id) => {
      removePagedRow(queryClient, fieldKeys.sites, id);
      return queryClient.invalidateQueries({ queryKey: fieldKeys.all, predicate: (q) => !q.queryKey.includes('detail') });
    },
  });
}
