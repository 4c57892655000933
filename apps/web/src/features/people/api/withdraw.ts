import type { BalanceTransaction, WithdrawalInput } from '@steelworks/contract/supervisor';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { useWriteKey, type WriteOptions } from '../../../lib/write-key';
import { peopleKeys } from './keys';

/** POST /supervisor/balancetransactions/ — a withdrawal; answers the posted debit with the new balance. */
function withdraw(input: { supervisor: number; transaction_amount: string | number }, options?: WriteOptions): Promise<BalanceTransaction> {
  return api.post<BalanceTransaction>('/supervisor/balancetransactions/', input satisfies Record<keyof WithdrawalInput, unknown>, options);
}

/** The form shows the failure (its alert and fields), so no toast. */
export function useWithdraw() {
  return useReloadingMutation(useWriteKey(withdraw), { reloads: [peopleKeys.supervisors, peopleKeys.transactions], silentError: true });
}
