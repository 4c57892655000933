import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreItem } from '@steelworks/contract/store';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export type StoreItemFormValues = {
  name: string;
  unit_type: string;
  unit: number | string;
  stock: number | string;
  price: number | string;
  /** Why the stock changed (update page only; kept in the stock history). */
  reason?: string;
};

export function createStoreItem(input: StoreItemFormValues): Promise<StoreItem> {
  return api.post<StoreItem>('/store/store/', input);
}

/** The page shows the failure itself (a red alert), so no toast. */
export function useCreateStoreItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStoreItem,
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.store }),
  });
}
