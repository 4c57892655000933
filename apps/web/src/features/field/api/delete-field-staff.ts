import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fieldKeys } from './keys';
import { removePagedRow } from '../../../components/use-paged-query';

/** DELETE /fieldsite/fieldstaff/{id}/ (blocks the account; its visits stay). */
export function deleteFieldStaff(id: number): Promise<void> {
  return api.delete(`/fieldsite/fieldstaff/${id}/`);
}

export function useDeleteFieldStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFieldStaff,
    onSuccess: (_answer, id) => {
      removePagedRow(queryClient, fieldKeys.staff, id);
      return queryClient.invalidateQueries({ queryKey: fieldKeys.all, predicate: (q) => !q.queryKey.includes('detail') });
    },
  });
}
