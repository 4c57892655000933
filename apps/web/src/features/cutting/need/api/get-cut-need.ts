import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CutNeed } from '@steelworks/contract/cut-need';
import { canAccess } from '@steelworks/contract/permissions';
import { api } from '../../../../lib/api-client';
import { getRole } from '../../../../lib/session';

/** What the need is asked for: one work order, one order or one unit of a product. */
export type CutNeedOf = { work_order: number } | { order: number } | { product: number };

const cutNeedKeys = {
  all: ['cutting', 'need'] as const,
  of: (of: CutNeedOf) => ['cutting', 'need', of] as const,
};

/** GET /cutting/need/?work_order= | ?order= | ?product=: the channel per section in pieces, bars, metres, kg and cost. */
function getCutNeed(of: CutNeedOf, signal?: AbortSignal): Promise<CutNeed> {
  return api.get<CutNeed>('/cutting/need/', of, signal);
}

/** The panel shows its own failure (an error line; the page stays), so no toast and no 404 page. */
const cutNeedQueryOptions = (of: CutNeedOf) =>
  queryOptions({
    queryKey: cutNeedKeys.of(of),
    queryFn: ({ signal }) => getCutNeed(of, signal),
    meta: { silentError: true, notFound: 'inline' },
  });

/** The need, for the roles of the `planning` area only (others are not asked: the server would refuse them). */
export function useCutNeed(of: CutNeedOf) {
  return useQuery({ ...cutNeedQueryOptions(of), enabled: canAccess(getRole(), 'planning') });
}
