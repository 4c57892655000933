import type { CutSettingsAnswer } from '@steelworks/contract/cut-plan';
import { api } from '../../../../lib/api-client';
import { useReloadingMutation } from '../../../../lib/list-mutations';
import { cutSettingsKeys } from './keys';

/** The form's values: numbers as typed, each rule with its product type's label (not sent). */
export type CutSettingsFormValues = {
  kerf_mm: number | string;
  min_offcut_mm: number | string;
  size_unit: string;
  rules: Array<{
    product_type: string;
    label: string;
    allowance_mm: number | string;
    pieces: Array<{ name: string; count: number | string; length: string }>;
  }>;
};

function updateCutSettings({ rules, ...settings }: CutSettingsFormValues): Promise<CutSettingsAnswer> {
  return api.put<CutSettingsAnswer>('/cutting/settings/', {
    ...settings,
    rules: rules.map(({ label: _label, ...rule }) => rule),
  });
}

/** PUT /cutting/settings/: the answer is the settings as saved. */
export function useUpdateCutSettings() {
  return useReloadingMutation(updateCutSettings, { answerKey: () => cutSettingsKeys.settings, reloads: [], silentError: true });
}
