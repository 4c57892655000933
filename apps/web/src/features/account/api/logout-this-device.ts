import { api } from '../../../lib/api-client';

/** Revokes only the token of this browser ("Logout On This Device"); other devices stay signed in. */
export function logoutThisDevice(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/account/logout_this_device', undefined, { ignoreUnauthorized: true });
}
