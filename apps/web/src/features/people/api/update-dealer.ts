import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dealer } from '@steelworks/contract/dealer';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** PUT /dealer/dealer/{id}/ */
export function updateDealer(id: number | string, input: Record<string, unknown>): Promise<Dealer> {
  return api.put<Dealer>(`/dealer/dealer/${id}/`, input);
}

export function useUpdateDealer(id: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the failure (its alert and fields), so no toast.
    meta: { silentError: true },
    mutationFn: (input: Record<string, unknown>) => updateDealer(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.dealers }),
  });
}
