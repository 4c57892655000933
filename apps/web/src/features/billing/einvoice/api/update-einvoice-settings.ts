import type { EinvoiceSettings } from '@steelworks/contract/einvoice';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { einvoiceKeys } from './einvoice-keys';

export type EinvoiceSettingsFormValues = Omit<EinvoiceSettings, 'updated_at' | 'applies_from'> & { applies_from: string };

/** PUT /einvoice/settings — the whole card (admin); a masked or empty secret keeps the stored one. */
function updateEinvoiceSettings(values: EinvoiceSettingsFormValues): Promise<EinvoiceSettings> {
  return api.put<EinvoiceSettings>('/einvoice/settings', values);
}

export function useUpdateEinvoiceSettings() {
  return useReloadingMutation(updateEinvoiceSettings, { reloads: [einvoiceKeys.all], silentError: true, answerKey: () => einvoiceKeys.settings });
}
