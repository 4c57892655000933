import { useQuery } from '@tanstack/react-query';
import type { EwbSettings, EwbSettingsInput } from '@steelworks/contract/ewaybill';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { ewbKeys } from './ewb-keys';

/**
 * GET /ewaybill/settings — the threshold, the states' own, and the API settings with secrets masked. One card of
 * Company & Tax: a failed read leaves the card out, not the page.
 */
export function useEwbSettings() {
  return useQuery({ queryKey: ewbKeys.settings, queryFn: ({ signal }) => api.get<EwbSettings>('/ewaybill/settings', undefined, signal), throwOnError: false });
}

/** PUT /ewaybill/settings (admin). */
export function useUpdateEwbSettings() {
  return useReloadingMutation((input: EwbSettingsInput) => api.put<EwbSettings>('/ewaybill/settings', input), {
    reloads: [ewbKeys.all],
    silentError: true,
    answerKey: () => ewbKeys.settings,
  });
}
