import type { StoreSupply } from '@steelworks/contract/schedule';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { ordersQueryKey } from './get-orders';
import { storeSuppliesQueryKey } from './get-store-supplies';

/** PUT /store/storemanagerview/:id/ {status: "Provided"} — answers the updated row. */
export function useProvideSupply() {
  return useReloadingMutation((id: number) => api.put<StoreSupply>(`/store/storemanagerview/${id}/`, { status: 'Provided' }), {
    reloads: [storeSuppliesQueryKey, ordersQueryKey],
    silentError: true,
  });
}
