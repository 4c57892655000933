import { api } from '../../../lib/api-client';
import { useBlockMutation } from './block-mutation';
import { peopleKeys } from './keys';

/** DELETE /dealer/dealer/{id}/ — "Remove Profile" blocks the account; its orders stay. */
function blockDealer(id: number | string): Promise<void> {
  return api.delete(`/dealer/dealer/${id}/`);
}

export function useBlockDealer() {
  return useBlockMutation(blockDealer, peopleKeys.dealers, peopleKeys.dealer);
}
