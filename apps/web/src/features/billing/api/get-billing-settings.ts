import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySettings } from '@steelworks/contract/billing';
import { api } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** GET /billing/settings/ — the company and tax settings (admin and production manager). */
function getBillingSettings(signal?: AbortSignal): Promise<CompanySettings> {
  return api.get<CompanySettings>('/billing/settings/', undefined, signal);
}

const billingSettingsQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.settings, queryFn: ({ signal }) => getBillingSettings(signal) });

export function useBillingSettings() {
  return useQuery(billingSettingsQueryOptions());
}
