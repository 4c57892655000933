import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** DELETE /store/othercost/{id}/. */
export function deleteOtherCost(id: number): Promise<void> {
  return api.delete(`/store/othercost/${id}/`);
}

/** The product's cost and price follow at once, so the product pages reload. A failure toasts. */
export function useDeleteOtherCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOtherCost,
    meta: { silentError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
  });
}
