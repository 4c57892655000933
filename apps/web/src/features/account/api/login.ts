import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResult } from '@steelworks/contract/account';
import { api } from '../../../lib/api-client';

function login(input: LoginInput): Promise<LoginResult> {
  // A wrong password answers 400, never 401, but a stale token must not trigger the 401 reload here either.
  return api.post<LoginResult>('/account/login', input, { ignoreUnauthorized: true });
}

/** The page shows the failure in its own alert, so no toast. */
export function useLogin() {
  return useMutation({ mutationFn: login, meta: { silentError: true } });
}
