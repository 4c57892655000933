import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BalanceTransaction, WithdrawalInput } from '@steelworks/contract/supervisor';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** POST /supervisor/balancetransactions/ — a withdrawal; answers the posted debit with the new balance. */
export function withdraw(input: { supervisor: number; transaction_amount: string | number }): Promise<BalanceTransaction> {
  return api.post<BalanceTransaction>('/supervisor/balancetransactions/', input satisfies Record<keyof WithdrawalInput, unknown>);
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the failure (its alert and fields), so no toast.
    meta: { silentError: true },
    mutationFn: withdraw,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: peopleKeys.supervisors });
      await queryClient.invalidateQueries({ queryKey: peopleKeys.transactions });
    },
  });
}
