import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@steelworks/contract/account';
import { api } from '../../../lib/api-client';

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>('/account/profile', undefined, signal);
}

export const profileQueryKey = ['account', 'profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal), staleTime: 5 * 60_000 });

/** The signed-in account (the header, the dashboard and /profile share this one request). */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
