import type { StoreSupply } from '@steelworks/contract/schedule';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';
import { orderKeys, storeSupplyKeys } from '../../../lib/query-keys';

/** PUT /store/storemanagerview/:id/ {status: "Provided"} — answers the updated row. */
export function useProvideSupply() {
  return useReloadingMutation(useWriteKey((id: number, options: WriteOptions) => api.put<StoreSupply>(`/store/storemanagerview/${id}/`, { status: 'Provided' }, options)), {
    reloads: [storeSupplyKeys.all, orderKeys.all],
    silentError: true,
  });
}
