import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

/** DELETE /store/rawmaterial/{id}/. */
export function deleteRawMaterial(id: number): Promise<void> {
  return api.delete(`/store/rawmaterial/${id}/`);
}

/** The product's cost and price follow at once, so the product pages reload. A failure toasts. */
export function useDeleteRawMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRawMaterial,
    meta: { silentError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.products }),
  });
}
