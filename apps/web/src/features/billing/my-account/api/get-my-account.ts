import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DealerAccount } from '@steelworks/contract/dealer-account';
import { api } from '../../../../lib/api-client';

export const myAccountKey = ['billing', 'my-account'] as const;

/** GET /billing/my-account — the signed-in dealer's outstanding, overdue, advance, credit, open invoices and payments. */
export function getMyAccount(signal?: AbortSignal): Promise<DealerAccount> {
  return api.get<DealerAccount>('/billing/my-account', undefined, signal);
}

export const myAccountQueryOptions = () => queryOptions({ queryKey: myAccountKey, queryFn: ({ signal }) => getMyAccount(signal) });

/** `enabled` false for everyone but a dealer (the route answers 403 to staff). */
export function useMyAccount(enabled = true) {
  return useQuery({ ...myAccountQueryOptions(), enabled });
}
