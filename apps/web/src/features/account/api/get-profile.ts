import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Profile } from '@steelworks/contract/account';
import { api } from '../../../lib/api-client';
import { readThrough } from '../../../lib/offline/day-cache';
import { applyLanguage } from '../../../lib/i18n/i18n';

/** Kept on the phone too: offline, the phone screens still know whose works and visits they show (issue 33). */
function getProfile(signal?: AbortSignal): Promise<Profile> {
  return readThrough('profile', () => api.get<Profile>('/account/profile', undefined, signal));
}

export const profileQueryKey = ['account', 'profile'] as const;

const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal), staleTime: 5 * 60_000, networkMode: 'always' });

/**
 * The signed-in account (the header, the dashboard and /profile share this one request). Its language becomes the
 * screens' language, after sign-in and whenever the profile changes.
 */
export function useProfile() {
  const query = useQuery(profileQueryOptions());
  const language = query.data?.language;
  useEffect(() => {
    if (language) void applyLanguage(language);
  }, [language]);
  return query;
}
