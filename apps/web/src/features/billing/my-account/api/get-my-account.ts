import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DealerAccount } from '@steelworks/contract/dealer-account';
import { api } from '../../../../lib/api-client';

const myAccountKey = ['billing', 'my-account'] as const;

/** GET /billing/my-account — the signed-in dealer's outstanding, overdue, advance, credit, open invoices and payments. */
function getMyAccount(signal?: AbortSignal): Promise<DealerAccount> {
  return api.get<DealerAccount>('/billing/my-account', undefined, signal);
}

const myAccountQueryOptions = () => queryOptions({ queryKey: myAccountKey, queryFn: ({ signal }) => getMyAccount(signal) });

/** The My Account page: a failure is the page's (404 page, toast). */
export function useMyAccount() {
  return useQuery(myAccountQueryOptions());
}

/**
 * The account as a side line of another screen (the order form's available credit): only for a dealer (staff get
 * 403), and a failure leaves the line out quietly instead of taking the form down.
 */
export function useMyAccountLine(isDealer: boolean) {
  return useQuery({ ...myAccountQueryOptions(), enabled: isDealer, meta: { silentError: true, notFound: 'inline' } });
}
