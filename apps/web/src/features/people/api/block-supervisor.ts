import { api } from '../../../lib/api-client';
import { useBlockMutation } from './block-mutation';
import { peopleKeys } from './keys';

/** DELETE /supervisor/supervisor/{id}/ — "Block Account". */
function blockSupervisor(id: number | string): Promise<void> {
  return api.delete(`/supervisor/supervisor/${id}/`);
}

export function useBlockSupervisor() {
  return useBlockMutation(blockSupervisor, peopleKeys.supervisors, peopleKeys.supervisor);
}
