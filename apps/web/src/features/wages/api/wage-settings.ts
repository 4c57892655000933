import { useQuery } from '@tanstack/react-query';
import type { WageSetting } from '@steelworks/contract/wages';
import { api } from '../../../lib/api-client';
import { useReloadingMutation } from '../../../lib/list-mutations';
import { wagesKeys } from './keys';

/** GET /wages/settings/: every dated setting, newest first (a few a year). */
export function useWageSettings() {
  return useQuery({ queryKey: wagesKeys.settings, queryFn: ({ signal }) => api.get<WageSetting[]>('/wages/settings/', undefined, signal) });
}

export type WageSettingValues = Omit<WageSetting, 'id' | 'defective_share_percent' | 'daily_hours_limit' | 'weekly_hours_limit' | 'pf_percent' | 'esi_percent'> & {
  // Numbers are kept as typed, for the schema to judge (components/number-field.tsx).
  defective_share_percent: string;
  daily_hours_limit: string;
  weekly_hours_limit: string;
  pf_percent: string;
  esi_percent: string;
};

/** POST /wages/settings/: the settings from a day on (that day again replaces it); sheets and earnings read them. */
export function useSaveWageSetting() {
  return useReloadingMutation((values: WageSettingValues) => api.post<WageSetting>('/wages/settings/', values), {
    reloads: [wagesKeys.settings, ['wages', 'sheets'], ['wages', 'earnings']],
    silentError: true,
  });
}
