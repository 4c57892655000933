import { api } from '../../../lib/api-client';

/** Revokes every token of the account ("Logout All Devices"). */
export function logout(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/account/logout', undefined, { ignoreUnauthorized: true });
}
