import type { Paged } from '@steelworks/contract/common/pagination';
import type { Rate } from '@steelworks/contract/wages';
import { api } from '../../../lib/api-client';
import { usePagedQuery, type PagedParams } from '../../../components/use-paged-query';
import { wagesKeys } from './keys';

/** GET /wages/rates/: every rate card row, each card's latest first (its history below it). */
function getRates(params: PagedParams, signal?: AbortSignal): Promise<Paged<Rate>> {
  return api.get<Paged<Rate>>('/wages/rates/', { page: params.page, search: params.search }, signal);
}

export function useRates() {
  return usePagedQuery(wagesKeys.rates, getRates, undefined, { csvPath: '/wages/rates/' });
}
