import { useQuery } from '@tanstack/react-query';
import type { EinvoiceSettings } from '@steelworks/contract/einvoice';
import { api } from '../../../../lib/api-client';
import { einvoiceKeys } from './einvoice-keys';

/** GET /einvoice/settings — e-invoicing on/off, its date and the IRP API (secrets masked). */
function getEinvoiceSettings(signal?: AbortSignal): Promise<EinvoiceSettings> {
  return api.get<EinvoiceSettings>('/einvoice/settings', undefined, signal);
}

export function useEinvoiceSettings() {
  return useQuery({ queryKey: einvoiceKeys.settings, queryFn: ({ signal }) => getEinvoiceSettings(signal), throwOnError: false, retry: false });
}
