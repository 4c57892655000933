import type { Dealer } from '@steelworks/contract/dealer';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { peopleKeys } from './keys';

type DealerPayload = Record<string, unknown>;

/** POST /dealer/dealer/ */
function createDealer(input: DealerPayload): Promise<Dealer> {
  return api.post<Dealer>('/dealer/dealer/', input);
}

/** The form shows the failure (its alert and fields), so no toast. */
export function useCreateDealer() {
  return useReloadingMutation(createDealer, { reloads: [peopleKeys.dealers], silentError: true });
}
