import type { ChangePasswordInput } from '@steelworks/contract/account';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { profileQueryKey } from './get-profile';

function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return api.put<{ message: string }>('/account/change_password/', input);
}

/** Field errors go under the fields and the summary in a red alert, so no toast. */
export function useChangePassword() {
  return useReloadingMutation(changePassword, { reloads: [profileQueryKey], silentError: true });
}
