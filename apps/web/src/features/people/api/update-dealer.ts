import type { Dealer } from '@steelworks/contract/dealer';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { peopleKeys } from './keys';

/** PUT /dealer/dealer/{id}/ */
function updateDealer(id: number | string, input: Record<string, unknown>): Promise<Dealer> {
  return api.put<Dealer>(`/dealer/dealer/${id}/`, input);
}

/** The form shows the failure (its alert and fields), so no toast. */
export function useUpdateDealer(id: number | string) {
  return useReloadingMutation((input: Record<string, unknown>) => updateDealer(id, input), { reloads: [peopleKeys.dealers], silentError: true });
}
