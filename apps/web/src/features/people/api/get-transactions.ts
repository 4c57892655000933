import type { Paged } from '@steelworks/contract/common/pagination';
import type { BalanceTransaction } from '@steelworks/contract/supervisor';
import { usePagedQuery, type PagedParams, type UsePagedQueryOptions } from '../../../components/use-paged-query';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';

/** GET /supervisor/balancetransactions/ — a supervisor gets its own; staff may filter by ?supervisor. */
function getTransactions(params: PagedParams & { supervisor?: number }, signal?: AbortSignal): Promise<Paged<BalanceTransaction>> {
  return api.get<Paged<BalanceTransaction>>(
    '/supervisor/balancetransactions/',
    { page: params.page, search: params.search, supervisor: params.supervisor },
    signal,
  );
}

export function useTransactions(supervisor: number | undefined, options: UsePagedQueryOptions = {}) {
  return usePagedQuery([...peopleKeys.transactions, supervisor ?? 'own'], getTransactions, { supervisor }, {
    csvPath: '/supervisor/balancetransactions/',
    ...options,
  });
}
