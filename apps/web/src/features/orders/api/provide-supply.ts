import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreSupply } from '@steelworks/contract/schedule';
import { api } from '../../../lib/api-client';
import { ordersQueryKey } from './get-orders';
import { storeSuppliesQueryKey } from './get-store-supplies';

/** PUT /store/storemanagerview/:id/ {status: "Provided"} — answers the updated row. */
export function useProvideSupply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<StoreSupply>(`/store/storemanagerview/${id}/`, { status: 'Provided' }),
    meta: { silentError: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: storeSuppliesQueryKey });
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
