import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dealer } from '@steelworks/contract/dealer';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

export type DealerPayload = Record<string, unknown>;

/** POST /dealer/dealer/ */
export function createDealer(input: DealerPayload): Promise<Dealer> {
  return api.post<Dealer>('/dealer/dealer/', input);
}

export function useCreateDealer() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the failure (its alert and fields), so no toast.
    meta: { silentError: true },
    mutationFn: createDealer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.dealers }),
  });
}
