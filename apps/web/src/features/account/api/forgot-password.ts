import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

function forgotPassword(input: { email: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>('/account/forgot_password/', input);
}

/** The page shows the failure in a red alert, so no toast. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { silentError: true } });
}
