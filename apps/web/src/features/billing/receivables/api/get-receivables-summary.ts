import { queryOptions } from '@tanstack/react-query';
import type { ReceivablesSummary } from '@steelworks/contract/receivables';
import { api } from '../../../../lib/api-client';
import { receivablesKeys } from './keys';

/** GET /billing/receivables/summary — totals, dealers owing and the five who owe most (the dashboard card). */
function getReceivablesSummary(signal?: AbortSignal): Promise<ReceivablesSummary> {
  return api.get<ReceivablesSummary>('/billing/receivables/summary', undefined, signal);
}

export const receivablesSummaryQueryOptions = () =>
  queryOptions({ queryKey: receivablesKeys.summary, queryFn: ({ signal }) => getReceivablesSummary(signal) });
