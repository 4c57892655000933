import type { StoreItem } from '@steelworks/contract/store';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import type { SectionFormValues } from '../../cutting/public';
import { storeItemKeys } from '../../../lib/query-keys';

export type StoreItemFormValues = {
  name: string;
  unit_type: string;
  unit: number | string;
  stock: number | string;
  price: number | string;
  /** Issue 34: below this the store managers are told; empty = never. */
  reorder_level?: number | string;
  /** Why the stock changed (update page only; kept in the stock history). */
  reason?: string;
} & SectionFormValues;

function createStoreItem(input: StoreItemFormValues): Promise<StoreItem> {
  return api.post<StoreItem>('/store/store/', input);
}

/** The page shows the failure itself (a red alert), so no toast. */
export function useCreateStoreItem() {
  return useReloadingMutation(createStoreItem, { reloads: [storeItemKeys.all], silentError: true });
}
