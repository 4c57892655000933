import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CutSettingsAnswer } from '@steelworks/contract/cut-plan';
import { api } from '../../../../lib/api-client';
import { cutSettingsKeys } from './keys';

function getCutSettings(signal?: AbortSignal): Promise<CutSettingsAnswer> {
  return api.get<CutSettingsAnswer>('/cutting/settings/', undefined, signal);
}

const cutSettingsQuery = queryOptions({ queryKey: cutSettingsKeys.settings, queryFn: ({ signal }) => getCutSettings(signal) });

/** GET /cutting/settings/: kerf, minimum offcut, size unit and every product type's rule (its default until saved). */
export function useCutSettings() {
  return useQuery(cutSettingsQuery);
}
